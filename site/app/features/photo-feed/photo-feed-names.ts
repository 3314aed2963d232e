/**
 * The photo feed's DOM contract and words (docs/behaviour/media.md#photo-feed), written
 * by `PhotoFeed` at build and read by its enhancer: one place for every name.
 */
/** The container's attribute on its own, for the enhancer's selector in every page's entry (see slider-names.ts). */
export const PHOTO_FEED_ROOT = "data-photo-feed";

/**
 * The attributes the wait for consent reads and writes (photo-feed-setup.ts), each a string
 * of its own, which the bundler writes in where it is used: the wait, in the first load of a
 * page whose feed is near the view, loads no names chunk.
 */
export const PHOTO_FEED_CATEGORY = "data-consent-category";
export const PHOTO_FEED_SERVICE = "data-consent-service";
export const PHOTO_FEED_STATE = "data-feed-state";

export const PHOTO_FEED = {
  /** The container: present on every feed, the enhancer's selector. */
  root: PHOTO_FEED_ROOT,
  /** The provider's user id (`12345678@N01`). */
  userId: "data-user-id",
  /** How many photos at most. */
  maxPhotos: "data-max-photos",
  /** The feed's address, without its query. */
  url: "data-feed-url",
  /** The consent the request waits for: a category, and a service within it. */
  category: PHOTO_FEED_CATEGORY,
  service: PHOTO_FEED_SERVICE,
  /** Seconds a fetched feed is kept for a returning visitor; 0 keeps nothing. */
  storeSeconds: "data-store-seconds",
  /** Milliseconds the feed has to answer before it counts as failed. */
  timeoutMs: "data-timeout-ms",
  /** Written by the browser: "waiting" (for consent), "loading", "shown" or "failed". */
  state: PHOTO_FEED_STATE,
} as const;

/** Classes of the feed's parts (photo-feed.css). */
export const PHOTO_FEED_CLASSES = {
  root: "photo-feed",
  /** Hidden until there are photos to show: the title and the list. */
  content: "photo-feed__content",
  title: "photo-feed__title",
  list: "photo-feed__list",
  item: "photo-feed__item",
  /** What an editor shows in the feed's place: it loads nothing. */
  placeholder: "photo-feed-placeholder",
} as const;

/** The thumbnails' size: the provider's `_q` square. */
export const THUMBNAIL_PX = 150;

/** The console's words when the feed fails: the WordPress theme's, so logs read as before. */
export const FEED_ERROR_MESSAGE = "Error loading Flickr feed.";

/** Prefix of the global callback each request names (`vitrinePhotoFeed_1_k3j9`). */
export const CALLBACK_PREFIX = "vitrinePhotoFeed";

/** Prefix of the stored entries (docs/behaviour/media.md#stored-entries). */
export const STORE_PREFIX = "vitrine:photo-feed:";
