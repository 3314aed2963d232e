/**
 * Every DOM name the consent engine reads or writes: blocked-script attributes
 * (compat.md "Blocked script markup"), the `<html>` marker, content-hook classes,
 * events and query parameters.
 */

/** Blocked scripts: `<script type="text/plain" data-cli-class="cli-blocker-script" …>`. */
export const BLOCKER_CLASS_ATTR = "data-cli-class";
export const BLOCKER_CLASS = "cli-blocker-script";
export const CATEGORY_ATTR = "data-cli-script-type";
export const BLOCK_ATTR = "data-cli-block";
export const POSITION_ATTR = "data-cli-element-position";
/** Set on an activated script. */
export const CONSENT_ATTR = "data-cli-consent";
export const CONSENT_ACCEPTED = "accepted";
/** Optional: the type to run the script as; `module` runs it as a module, anything else as classic. */
export const ORIGINAL_TYPE_ATTR = "data-cli-original-type";
export const BLOCKED_SCRIPT_SELECTOR = `script[type="text/plain"][${BLOCKER_CLASS_ATTR}="${BLOCKER_CLASS}"]`;

/**
 * `<html data-consent="…">`: `pending` while the bar shows, `given` once the visitor
 * chose (bar hidden, show-again tab may show), `hidden` when configuration keeps the
 * bar away (CCPA mode without bar, custom integration not called yet).
 */
export const ROOT_MARKER_ATTR = "data-consent";
export type { RootMarker } from "../core/types";
/** Present on `<html>` while blocked scripts are being activated. */
export const ACTIVATING_ATTR = "data-consent-activating";

/** Content hooks site authors already use (compat.md). */
export const MANAGE_CONSENT_SELECTOR = ".cli_manage_current_consent, .wt-cli-manage-consent-link";
export const DELETE_CONSENT_SELECTOR = ".cookielawinfo-cookie-delete";

/** Fired on `document` after each accept and, on page load, when the stored answer is yes. detail: `ConsentEventDetail`. */
export const ACCEPTED_EVENT = "vitrine:consent-accepted";
/** Fired on `document` whenever the decision changes. detail: `ConsentEventDetail`. */
export const CHANGED_EVENT = "vitrine:consent-changed";
/** Fired on `document` when an activation sequence has finished. */
export const SCRIPTS_DONE_EVENT = "vitrine:consent-scripts-done";
/** Fired on `document` when site code calls the custom-integration function. detail: `{ enableBar, enableBlocking }`. */
export const INTEGRATION_EVENT = "vitrine:consent-integration";
/** The plugin's global accept callback, called after accept when a site defines it. */
export const LEGACY_ACCEPT_CALLBACK = "CookieLawInfo_Accept_Callback";

/** The boot's global: `window.vitrineConsent`. */
export const GLOBAL_NAME = "vitrineConsent";

export { BYPASS_PARAM } from "../core/bypass";

