/**
 * The widths a browser test runs at (playwright.config.ts; docs/testing.md#widths). A test without
 * one of these tags checks nothing the window's width changes (cookies, scripts, words,
 * the server's answers, a click's result) and runs once, at phone width. A tag goes on the
 * test or its describe block: `test("…", atBothWidths, async ({ page }) => …)`.
 */

/** What it checks depends on the layout (positions, sizes, overflow, what covers what, axe's layout rules): 375 and 1280 px. */
export const atBothWidths = { tag: "@both-widths" };

/** The desktop's own controls (the header's hover menus, a mouse's drag), or a test that sets its window sizes itself: 1280 px only. */
export const atDesktopWidth = { tag: "@desktop" };

/** The phone's own controls (the Menu button and its panel): 375 px only, as an untagged test, but said so. */
export const atPhoneWidth = { tag: "@phone" };
