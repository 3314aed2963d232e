/**
 * The lightbox's DOM contract and texts (docs/behaviour/media.md#lightbox): attributes the
 * build writes on lightbox links, the class authors use, and the four messages.
 */
export const LIGHTBOX = {
  /** Written by the build on links that open in the lightbox (galleries, sliders, product images). */
  flag: "data-lightbox",
  /** What authors write on a link to open it in the lightbox. */
  className: "lightbox",
  /** `image`, `video`, `inline` or `ajax`; otherwise guessed from the address. */
  type: "data-lightbox-type",
  /** The full image's size (from the media manifest) and its candidates. */
  width: "data-pswp-width",
  height: "data-pswp-height",
  srcset: "data-pswp-srcset",
  /** Groups links into one gallery: the nearest element carrying it (its value names the gallery in a deep link). */
  gallery: "data-gallery",
  /** Excluded: a link that downloads a file is never a lightbox link. */
  download: "download",
} as const;

/** The hash that names a lightbox action: `#lightbox:gallery=studio&slide=2` (docs/behaviour/media.md#lightbox). */
export const LIGHTBOX_HASH_PREFIX = "#lightbox:";

/**
 * Files that open in the lightbox by their extension: images, and video files shown with
 * the browser's own player. WebP and AVIF are added to the theme's list: the site's own
 * media are WebP (docs/behaviour/media.md#lightbox).
 */
export const LIGHTBOX_IMAGE_EXTENSIONS = ["bmp", "gif", "jpeg", "jpg", "png", "tiff", "tif", "jfif", "jpe", "svg", "webp", "avif"] as const;
export const LIGHTBOX_VIDEO_EXTENSIONS = ["mp4", "ogg", "webm"] as const;

/**
 * Every link the lightbox takes: the build's flag, the authors' class, and links to an
 * image or a video file (lightbox-names.test.ts derives it from the lists above). A plain
 * string, which the bundler writes into the enhancer's selector in every page's entry, so
 * this module is not in the first load (see slider-names.ts).
 */
export const LIGHTBOX_LINK_SELECTOR =
  'a[data-lightbox], a.lightbox, a[href*=".bmp" i], a[href*=".gif" i], a[href*=".jpeg" i], a[href*=".jpg" i], a[href*=".png" i], a[href*=".tiff" i], a[href*=".tif" i], a[href*=".jfif" i], a[href*=".jpe" i], a[href*=".svg" i], a[href*=".webp" i], a[href*=".avif" i], a[href*=".mp4" i], a[href*=".ogg" i], a[href*=".webm" i]';
