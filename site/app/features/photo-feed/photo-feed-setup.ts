import { whenAllowed } from "@vitrine/consent";
import { pageConsent } from "~/consent/page-consent";
import type { EnhancerContext } from "~/islands/define-enhancer";
import { loadChunk } from "~/lib/load-chunk";
import { FEED_ERROR_MESSAGE, PHOTO_FEED_CATEGORY, PHOTO_FEED_SERVICE, PHOTO_FEED_STATE } from "./photo-feed-names";

/** One importer for the page, so a retry asks for the chunk afresh (load-chunk.ts). */
const importFeed = () => import("./photo-feed-show");

/**
 * A photo feed near the view (docs/behaviour/media.md#photo-feed): the feed's own code
 * (request, stored entries, rendering) loads only once the visitor allows its consent —
 * at once when they already have, later when they choose on this page. Before that a page
 * carries only this wait: on a short page the footer's feed is in view at load, and a
 * visitor who never allows it never loads its code (docs/decisions/032-first-load-on-intent.md).
 */
export default function setupPhotoFeed(element: HTMLElement, context: EnhancerContext) {
  const category = element.getAttribute(PHOTO_FEED_CATEGORY);
  if (!category) {
    element.setAttribute(PHOTO_FEED_STATE, "failed");
    return void console.error(FEED_ERROR_MESSAGE);
  }
  element.setAttribute(PHOTO_FEED_STATE, "waiting");
  let stopped = false;
  context.store.defer(() => (stopped = true));
  const ask = { category, service: element.getAttribute(PHOTO_FEED_SERVICE) ?? undefined };
  context.store.defer(
    whenAllowed(pageConsent(), ask, () => {
      loadChunk(importFeed).then(
        (feed) => {
          if (!stopped) feed.default(element, context);
        },
        (error: unknown) => {
          // As any other failure of the feed: nothing shows, the console says why (docs/decisions/029).
          element.setAttribute(PHOTO_FEED_STATE, "failed");
          console.error(FEED_ERROR_MESSAGE, error);
        },
      );
    }),
  );
}
