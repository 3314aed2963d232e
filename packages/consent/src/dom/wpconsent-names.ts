/**
 * Layer 2's markup, the WPConsent plugin's own names, kept so markup written for it keeps
 * working: blocked scripts and blocked frames carry the same three attributes
 * (docs/behaviour/consent-layer-2.md#blocked-scripts, #frames).
 */

/** The address a blocked script or frame loads once unlocked (it has no `src` until then). */
export const WPCONSENT_SRC_ATTR = "data-wpconsent-src";
/** The service slug the unlock rule asks about (with `manual_toggle_services`). */
export const WPCONSENT_NAME_ATTR = "data-wpconsent-name";
/** The category slug the unlock rule asks about. */
export const WPCONSENT_CATEGORY_ATTR = "data-wpconsent-category";
/** `<script type="text/plain" data-wpconsent-category="…">`, external (`data-wpconsent-src`) or inline. */
export const WPCONSENT_SCRIPT_SELECTOR = `script[type="text/plain"][${WPCONSENT_CATEGORY_ATTR}]`;
