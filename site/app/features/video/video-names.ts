/**
 * The lazy video player's DOM contract (docs/behaviour/media.md#lazy-video), written by
 * `LazyVideo` at build and read by its enhancer: one place for every name and constant.
 * The four data fields are the theme's: `id`, `query`, `src` and `alt`.
 */
/** The root's attribute on its own, for the enhancer's selector in every page's entry (see slider-names.ts). */
export const VIDEO_ROOT = "data-lazy-video";

export const VIDEO = {
  root: VIDEO_ROOT,
  provider: "data-provider",
  id: "data-id",
  /** Player options (`start=42`). */
  query: "data-query",
  /** The player's address, without autoplay. */
  src: "data-src",
  /** The video's title: the frame's title and the button's name. */
  alt: "data-alt",
  /** The provider's player API script, loaded only to pause this player when another starts. */
  api: "data-player-api",
  play: "data-lazy-video-play",
  /** The consent placeholder inside, shown when play is pressed before consent. */
  prompt: "data-lazy-video-prompt",
  /** Written by the browser: "prompt" while the consent placeholder shows, "playing" once the player is in. */
  state: "data-lazy-video-state",
} as const;

/** The poster's size: the provider's 480 × 360 thumbnail. */
export const POSTER_SIZE = { width: 480, height: 360 } as const;

/** The player's box when the author gives no size: 16:9 at the usual embedded width. */
export const DEFAULT_VIDEO_SIZE = { width: 560, height: 315 } as const;

/** What the player frame may do: autoplay after the click, full screen. */
export const PLAYER_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";
