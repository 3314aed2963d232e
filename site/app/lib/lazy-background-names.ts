/**
 * The markers of a lazy section background (docs/behaviour/in-page.md#lazy-backgrounds):
 * the section block writes them, the theme's enhancer reads them and the content policy
 * refuses them in content (docs/behaviour/content.md#html-policy), so they live here,
 * below all three, and the enhancer's selector in every page's entry carries no code
 * (site/vite.config.ts, constant modules).
 */

/** Read: a section whose background loads when it comes near the viewport. */
export const LAZY_BG_CLASS = "lazy-bg";
/** Read: the background's address, its `srcset` and (optional) `sizes`. */
export const BG_SRC_ATTR = "data-bg-src";
export const BG_SRCSET_ATTR = "data-bg-srcset";
export const BG_SIZES_ATTR = "data-bg-sizes";
