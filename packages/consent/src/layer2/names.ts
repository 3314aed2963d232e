import { layer2Layouts } from "../defaults.js";

/**
 * Layer 2's DOM names (docs/behaviour/consent-layer-2.md#banner): the host element in the
 * page, the attributes that say on it what shows, and the parts inside its shadow root.
 * The engine's own names (`<html>` markers, events) are in `src/dom/names.ts`.
 */

/** The host element: its open shadow root holds the banner, the preferences modal, the floating button and the GPC notice. */
export const HOST_ID = "wpconsent-container";

/** Set on the host once its code is live: from then on the attributes below, not the `<html>` markers, decide what shows. */
export const LIVE_ATTR = "data-live";
/** On the host: the banner shows. */
export const BANNER_OPEN_ATTR = "data-banner";
/** On the host: the preferences modal shows. */
export const PREFERENCES_OPEN_ATTR = "data-preferences";
/** On the host: the floating button shows. */
export const FLOATING_OPEN_ATTR = "data-floating";
/** On the host: the GPC notice shows. */
export const NOTICE_OPEN_ATTR = "data-notice";
/** On the host: the site's stylesheet (`css_url`) applies; the built-in style steps aside. */
export const SITE_STYLE_ATTR = "data-site-style";

/** What each control does, on its element (`data-action`). */
export const ACTION_ATTR = "data-action";
export const ACTIONS = ["accept-all", "cancel-all", "preferences", "close-banner", "close-notice", "save", "close-preferences", "floating", "toggle"] as const;
export type Layer2Action = (typeof ACTIONS)[number];

/** A checkbox's category (`data-category`) or service (`data-service`) slug. */
export const CATEGORY_ATTR = "data-category";
export const SERVICE_ATTR = "data-service";

/** Classes of the parts, after the plugin's. */
export const CLASSES = {
  banner: "wpconsent-banner",
  preferences: "wpconsent-preferences",
  dialog: "wpconsent-preferences-dialog",
  title: "wpconsent-preferences-title",
  floating: "wpconsent-floating-button",
  notice: "wpconsent-gpc-notice",
  override: "wpconsent-gpc-override",
  siteStyle: "wpconsent-site-style",
} as const;

/** Layouts of the banner, and the positions each takes. */
export const LAYOUTS = layer2Layouts;
export type BannerLayout = keyof typeof LAYOUTS;
export type BannerPosition = (typeof LAYOUTS)[BannerLayout][number];

/** The events site code written for the plugin listens to (docs/behaviour/consent-layer-2.md#events). */
export const SAVED_EVENT = "wpconsent_consent_saved";
export const UPDATED_EVENT = "wpconsent_consent_updated";
export const PROCESSED_EVENT = "wpconsent_consent_processed";
/** On `document` once `window.wp_consent_type` is set (the WP Consent API's name). */
export const CONSENT_TYPE_EVENT = "wp_consent_type_defined";
/** On `window` once the page view's consent is set up. */
export const BANNER_INITIALIZED_EVENT = "wpconsent_banner_initialized";
/** Links (or buttons) anywhere in the page that open the preferences, the plugin's class. */
export const OPEN_PREFERENCES_SELECTOR = ".wpconsent-open-preferences";
