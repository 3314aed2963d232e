import { defineConsentVariant } from "./define-variant";

/** A bar fixed at the top over the header (header_fix); CCPA beside GDPR with the opt-out link. */
export default defineConsentVariant({
  barPosition: "top",
  headerFix: true,
  ccpaEnabled: true,
  ccpaType: "ccpa_gdpr",
  button6: { style: "link" },
  barButtons: ["button6", "button3", "button7"],
});
