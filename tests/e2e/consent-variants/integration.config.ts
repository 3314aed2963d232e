import { defineConsentVariant } from "./define-variant";

/** custom_integration: the bar and the scripts wait for the site's own code to call in. */
export default defineConsentVariant({ customIntegration: true });
