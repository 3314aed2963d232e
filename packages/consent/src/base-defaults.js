/**
 * The defaults the inline boot script needs too, apart from the rest (defaults.js) so its
 * bundle carries only these. Plain JavaScript for the same reason as defaults.js. Types:
 * base-defaults.d.ts.
 */

/** The page-view rules: blocking on, no CCPA, no custom integration. */
export const ruleDefaults = {
  blocking: true,
  ccpaEnabled: false,
  ccpaType: "gdpr",
  ccpaRegionBased: false,
  ccpaBarEnabled: true,
  customIntegration: false,
  defaultAllow: false,
  manualServices: false,
};

/** Days every layer-1 cookie lives (the plugin's 365). */
export const LAYER1_COOKIE_DAYS = 365;

/** Days layer 2's cookie lives (the plugin's `consent_duration`, 30). */
export const LAYER2_COOKIE_DAYS = 30;
