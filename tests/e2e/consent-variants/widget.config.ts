import { defineConsentVariant } from "./define-variant";

/**
 * The corner widget on the right, no show-again tab, no bar on the cookie policy page, and
 * region-based CCPA whose region lookup the test sets through `window.__region`.
 */
export default defineConsentVariant({
  cookieBarAs: "widget",
  widgetPosition: "right",
  showAgainTab: false,
  button2: { hideBarOnPage: true },
  ccpaEnabled: true,
  ccpaType: "ccpa_gdpr",
  ccpaRegionBased: true,
  // Shipped to the browser as source text: self-contained, no outer variables.
  ccpaRegion() {
    return ((window as unknown as { __region?: "inside" | "outside" }).__region ?? "unknown");
  },
  button6: { style: "checkbox" },
  barButtons: ["button6", "button3", "button7"],
});

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = ["/", "/privacy-policy", "/about"];
