import { defineConsentVariant } from "./define-variant";

/** A bar at the top of the page, above the header; CCPA beside GDPR with the opt-out link. */
export default defineConsentVariant({
  barPosition: "top",
  ccpaEnabled: true,
  ccpaType: "ccpa_gdpr",
  button6: { style: "link" },
  barButtons: ["button6", "button3", "button7"],
});

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = ["/"];
