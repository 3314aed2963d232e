import { watchConsent } from "@vitrine/consent";
import { pageConsent } from "~/consent/page-consent";
import type { EnhancerContext } from "~/islands/define-enhancer";
import { createEntryStore } from "~/lib/stored-entries";
import { feedPhotos, isFeedPhotos, type FeedPhoto } from "./feed-items";
import { requestFeed } from "./feed-request";
import { FEED_ERROR_MESSAGE, PHOTO_FEED, PHOTO_FEED_CLASSES, STORE_PREFIX, THUMBNAIL_PX } from "./photo-feed-names";

type FeedSettings = {
  userId: string;
  maxPhotos: number;
  url: string;
  category: string;
  service?: string;
  storeSeconds: number;
  timeoutMs: number;
};

/** What the build wrote on the container; undefined when something is missing or not a number. */
function settingsOf(element: HTMLElement): FeedSettings | undefined {
  const read = (name: string) => element.getAttribute(name) ?? "";
  const count = (name: string) => (/^\d+$/.test(read(name)) ? Number(read(name)) : Number.NaN);
  const settings = {
    userId: read(PHOTO_FEED.userId),
    maxPhotos: count(PHOTO_FEED.maxPhotos),
    url: read(PHOTO_FEED.url),
    category: read(PHOTO_FEED.category),
    service: element.getAttribute(PHOTO_FEED.service) ?? undefined,
    storeSeconds: count(PHOTO_FEED.storeSeconds),
    timeoutMs: count(PHOTO_FEED.timeoutMs),
  };
  const complete = settings.userId && settings.url && settings.category && settings.maxPhotos > 0;
  return complete && !Number.isNaN(settings.storeSeconds) && settings.timeoutMs > 0 ? settings : undefined;
}

/** The photos as thumbnails in the container's list, which then shows. Titles go in as text only. */
function show(element: HTMLElement, photos: readonly FeedPhoto[]) {
  const doc = element.ownerDocument;
  const content = element.querySelector<HTMLElement>(`.${PHOTO_FEED_CLASSES.content}`);
  const list = element.querySelector(`.${PHOTO_FEED_CLASSES.list}`);
  if (!content || !list) return false;
  list.replaceChildren(
    ...photos.map((photo) => {
      const item = doc.createElement("li");
      item.className = PHOTO_FEED_CLASSES.item;
      const img = doc.createElement("img");
      Object.assign(img, { src: photo.thumbnail, alt: photo.alt, width: THUMBNAIL_PX, height: THUMBNAIL_PX, loading: "lazy", decoding: "async" });
      // The provider needs no address of the page its photos are shown on.
      img.referrerPolicy = "no-referrer";
      if (photo.link) {
        const link = doc.createElement("a");
        link.href = photo.link;
        link.append(img);
        item.append(link);
      } else {
        item.append(img);
      }
      return item;
    }),
  );
  content.hidden = false;
  return true;
}

/** Empties the list and hides the feed again. */
function hide(element: HTMLElement) {
  element.querySelector(`.${PHOTO_FEED_CLASSES.list}`)?.replaceChildren();
  const content = element.querySelector<HTMLElement>(`.${PHOTO_FEED_CLASSES.content}`);
  if (content) content.hidden = true;
}

/**
 * One photo feed (docs/behaviour/media.md#photo-feed): waits for the visitor to allow the
 * feed's consent (at once when they already have; later when they choose on this page),
 * then shows the stored copy if one is still valid, else asks the feed and stores what it
 * answered. A failure — the script fails, the feed does not answer in time, the answer is
 * malformed — logs `Error loading Flickr feed.` and leaves the container empty and
 * hidden. Consent withdrawn on the page takes the photos away and drops the stored copy.
 */
export default function enhancePhotoFeed(element: HTMLElement, { store }: EnhancerContext) {
  const setState = (state: "waiting" | "loading" | "shown" | "empty" | "failed") => element.setAttribute(PHOTO_FEED.state, state);
  const settings = settingsOf(element);
  if (!settings) {
    setState("failed");
    console.error(FEED_ERROR_MESSAGE);
    return;
  }
  const entries = createEntryStore({ prefix: STORE_PREFIX, isValue: isFeedPhotos });
  const key = `${settings.url}?id=${settings.userId}`;
  // One per consent given: a withdrawal aborts the request it started.
  let controller = new AbortController();
  store.defer(() => controller.abort());

  const display = (photos: readonly FeedPhoto[]) => {
    const shown = photos.slice(0, settings.maxPhotos);
    setState(shown.length > 0 && show(element, shown) ? "shown" : "empty");
  };

  async function load() {
    const kept = settings!.storeSeconds > 0 ? entries.get(key) : undefined;
    if (kept) return display(kept);
    setState("loading");
    try {
      const { signal } = controller;
      const answer = await requestFeed(element.ownerDocument, { url: settings!.url, userId: settings!.userId, timeoutMs: settings!.timeoutMs, signal });
      if (signal.aborted) return;
      const photos = feedPhotos(answer);
      if (settings!.storeSeconds > 0) entries.set(key, photos, { expiresIn: settings!.storeSeconds });
      display(photos);
    } catch {
      setState("failed");
      console.error(FEED_ERROR_MESSAGE);
    }
  }

  setState("waiting");
  const ask = { category: settings.category, service: settings.service };
  store.defer(
    watchConsent(pageConsent(), ask, (allowed) => {
      if (allowed) return void load();
      if (element.getAttribute(PHOTO_FEED.state) === "waiting") return;
      controller.abort();
      controller = new AbortController();
      entries.remove(key);
      hide(element);
      setState("waiting");
    }),
  );
}
