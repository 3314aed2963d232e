import { defineConsentVariant } from "./define-variant";

/** Accept and reject reload the page; CCPA beside GDPR with the opt-out checkbox. */
export default defineConsentVariant({
  acceptReload: true,
  rejectReload: true,
  ccpaEnabled: true,
  ccpaType: "ccpa_gdpr",
  button6: { style: "checkbox" },
  barButtons: ["button6", "button4", "button3", "button7"],
});
