import { defineEnhancer } from "~/islands/define-enhancer";
import { PHOTO_FEED_ROOT } from "./photo-feed-names";

/**
 * Photo feeds (docs/behaviour/media.md#photo-feed): each wakes 200 px before it scrolls
 * into view, then waits for consent before anything is asked of the provider.
 */
export default defineEnhancer({
  selector: `[${PHOTO_FEED_ROOT}]`,
  trigger: "visible",
  load: () => import("./photo-feed-setup"),
});
