import { defineConsentVariant } from "./define-variant";

/** US-privacy mode with the bar turned off: no bar, blocking off, an opt-out still honoured. */
export default defineConsentVariant({ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false });
