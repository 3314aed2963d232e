/**
 * Layer 1's UI in the DOM: the CookieLawInfo plugin's ids and class names (site CSS
 * written for the plugin keeps applying), and the attributes the pre-rendered markup and
 * the browser's code share (docs/behaviour/consent-layer-1.md#the-bar).
 */

/** The bar, popup or widget itself (the plugin's id). */
export const BAR_ID = "cookie-law-info-bar";
/** The show-again tab (the plugin's id). */
export const TAB_ID = "cookie-law-info-again";
/** The element that holds the bar and its overlay, and carries the presentation's attributes. */
export const ROOT_CLASS = "cli-root";

/** What a control does; the browser's code maps each to one action of layer 1. */
export const ACTION_ATTR = "data-cli-action";
export type BarAction = "accept" | "accept-all" | "reject-all" | "settings" | "ccpa-link" | "ccpa-checkbox" | "show-again";
export type SettingsAction = "close-settings" | "toggle-category" | "privacy-more" | "enable-all" | "disable-all" | "save";

/** Written by the browser's code once it drives the bar and the tab: "true" or "false". Until then CSS follows `<html data-consent>`. */
export const VISIBLE_ATTR = "data-cli-visible";
/** The bar never shows by itself on this page view: custom integration, `ccpa` without bar, or the read-more page with hideBarOnPage. */
export const MANUAL_ATTR = "data-cli-manual";
/** The read-more page with hideBarOnPage: the browser's code closes the bar without answering. */
export const SUPPRESSED_ATTR = "data-cli-suppressed";
/** Marks the CCPA control (button 6), which the code hides when the visitor's region says so. */
export const CCPA_ATTR = "data-cli-ccpa";
/** A category's switch in the settings, carrying its slug. */
export const SWITCH_ATTR = "data-cli-switch";
/** A category's section in the settings, carrying its slug (the plugin's). */
export const CATEGORY_ATTR = "data-cli-category";
