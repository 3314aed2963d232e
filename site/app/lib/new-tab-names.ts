/**
 * The markers of a link that opens in a new tab (docs/behaviour/in-page.md#new-tab-links),
 * apart from the code that sets it up (new-tab-links.ts), so the enhancer's selector in
 * every page's entry carries none of that code (site/vite.config.ts, constant modules).
 */

/** Read: the content author's marker for a link that opens in a new tab. Removed once set up. */
export const NEW_TAB_CLASS = "new-tab";
/** Written: on a link set up, for the small visual cue in behaviours.css. */
export const NEW_TAB_DONE_ATTR = "data-new-tab";
