import { defineConsentVariant } from "./define-variant";

/** A bar at the top, fixed over the header while the page scrolls (the plugin's header_fix). */
export default defineConsentVariant({ barPosition: "top", headerFix: true });

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = ["/", "/care-guide"];
