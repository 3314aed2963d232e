/**
 * Layer 1's DOM names, the CookieLawInfo plugin's own, kept so markup and site code
 * written for it keep working: blocked-script attributes
 * (docs/behaviour/consent-layer-1.md#blocked-scripts), the content-hook classes and the
 * plugin's global accept callback.
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

/** Content hooks site authors already use (docs/behaviour/consent-layer-1.md#content-hooks). */
export const MANAGE_CONSENT_SELECTOR = ".cli_manage_current_consent, .wt-cli-manage-consent-link";
export const DELETE_CONSENT_SELECTOR = ".cookielawinfo-cookie-delete";

/** The plugin's global accept callback, called after accept when a site defines it. */
export const LEGACY_ACCEPT_CALLBACK = "CookieLawInfo_Accept_Callback";
