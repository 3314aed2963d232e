/**
 * Every DOM marker the in-page behaviours read or write, in one place (architecture:
 * "DOM attribute names live as constants in one place per layer"). Other parts of the
 * site render the *read* markers. (The new-tab marker content authors use and the lazy
 * backgrounds' markers, which the content policy refuses, are lib's: new-tab-names.ts, lazy-background-names.ts.)
 */

/** Read: route components render `<main id="main" data-page-type="…">`. */
export const PAGE_TYPE_ATTR = "data-page-type";
/** Read: on <main> (or any ancestor of a link) — hash links there are left to the browser (docs/behaviour/in-page.md#in-page-links). */
export const NO_LOCAL_SCROLL_ATTR = "data-no-local-scroll";

/**
 * Read: a link that opens a modal, an off-canvas panel or a popup login is never
 * smooth-scrolled (docs/behaviour/in-page.md#in-page-links). Any one of these marks such a link:
 * - `aria-haspopup` (any value but "false"),
 * - `data-opens="modal" | "off-canvas" | "login"` (any value),
 * - `aria-controls` naming an element that is a dialog (`<dialog>`, role dialog or
 *   alertdialog, `aria-modal="true"`) or an off-canvas panel (`data-off-canvas`).
 * A link whose click handler already called `preventDefault()` is also left alone.
 */
export const OPENS_ATTR = "data-opens";
const OFF_CANVAS_ATTR = "data-off-canvas";
export const DIALOG_SELECTOR = `dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"], [${OFF_CANVAS_ATTR}]`;

/** Read: the bars whose heights make up the scroll offset (docs/behaviour/in-page.md#in-page-links). */
export const ADMIN_BAR_SELECTOR = "[data-admin-bar]";
/** Sticky top bars, e.g. the consent bar fixed at the top (`consent.headerFix`); a hidden one measures 0. */
export const STICKY_TOP_BAR_SELECTOR = "[data-sticky-top-bar]";
export const STICKY_HEADER_SELECTOR = ".site-header[data-sticky]";

/** The go-top anchor at the top of the page and the fragment that targets it. */
export const GO_TOP_ID = "go-top";
/** The floating back-to-top control, pre-rendered hidden; `data-visible` shows it. */
export const BACK_TO_TOP_CLASS = "back-to-top";
export const VISIBLE_ATTR = "data-visible";

/** Read: entrance animation name on widgets: fade-up | fade-in | zoom-in. */
export const ANIMATE_ATTR = "data-animate";
/** Written: on <html> once JS runs, so content is never hidden without JS. */
export const REVEAL_ROOT_CLASS = "js-reveal";
/**
 * Written: on an animated element once it is (or was at load) in view. An attribute,
 * not a class: React rewrites `className` when it updates an element it rendered, but
 * leaves attributes it never rendered alone, so a revealed widget cannot be re-hidden.
 */
export const REVEALED_ATTR = "data-revealed";

/** Written: a lazy background applied (its read markers are lib/lazy-background-names.ts's). */
export const LAZY_LOADED_CLASS = "lazy-loaded";
/** Written: a broken image or lazy background (docs/behaviour/in-page.md#broken-images). */
export const LAZY_ERROR_CLASS = "lazy-error";

/** Read: on the shop's sort box, the id of the product list it sorts (shop-sort.enhancer.ts). */
export const SORT_LIST_ATTR = "data-sort-list";
/**
 * On a listing of several pages: page 1 of the listing in each order (JSON, order →
 * address), so a choice opens that pre-rendered copy (docs/decisions/015-listings.md).
 */
export const SORT_HREFS_ATTR = "data-sort-hrefs";
/** On the shop's sort box: what its status line says for each order (JSON), in the site's words (docs/decisions/039-site-words.md). */
export const SORT_SAID_ATTR = "data-sort-said";

/**
 * Listened to: a page builder announcing that it loaded a section in place; open
 * overlays such as the mobile menu close (docs/behaviour/theme.md#mobile-menu).
 */
export const SECTION_LOADED_EVENT = "section-loaded";
