import { defineConsentVariant } from "./define-variant";

/** US-privacy mode with the opt-out link and its confirm prompt; scroll-accept that reloads. */
export default defineConsentVariant({
  ccpaEnabled: true,
  ccpaType: "ccpa",
  button6: { style: "link" },
  barButtons: ["button6", "button3", "button7"],
  scrollClose: true,
  scrollReload: true,
});
