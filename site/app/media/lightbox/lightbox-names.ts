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
