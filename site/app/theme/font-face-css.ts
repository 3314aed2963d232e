/** One woff2 file of a self-hosted kit font, as the page declares it (docs/decisions/041-font-catalogue.md). */
export type KitFontFace = {
  family: string;
  /** The file's address on the site itself: the build copies it into the client assets. */
  url: string;
  /** The variable font's weight range, e.g. "100 900". */
  weight: string;
  style: "normal" | "italic";
  unicodeRange: string;
  /** Preloaded: the latin upright file, which every page's text needs first. */
  preload: boolean;
};

/**
 * The `@font-face` rules for the kit's fonts. `font-display: optional`: a font that is
 * not there within about 100 ms is not swapped in later on that page, so it never moves
 * the text (CLS stays 0); the preload makes it there in time on most first visits, and
 * the cache on every later page (docs/decisions/041-font-catalogue.md).
 */
export function fontFaceCss(faces: readonly KitFontFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:optional;` +
        `src:url(${face.url}) format("woff2");unicode-range:${face.unicodeRange}}`,
    )
    .join("");
}
