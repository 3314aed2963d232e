/**
 * The results page's markers, shared by the page, the server that fills it and the
 * browser's code (render-results-html.mjs): a module of constants, so the page's first
 * load reads them without the rendering code.
 */

/** Marks the pre-rendered <noscript> that the server replaces. */
export const FALLBACK_ATTRIBUTE = "data-search-fallback";

/** Marks the block of results the server put in its place. */
export const SERVED_ATTRIBUTE = "data-search-served";
