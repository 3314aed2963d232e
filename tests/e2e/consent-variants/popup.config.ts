import { defineConsentVariant, enabledByDefault } from "./define-variant";

/**
 * The centred popup over a dimmed page, with button 1 ("Accept": the categories as they
 * stand) instead of Accept All; functional is on before the visitor chooses.
 */
export default defineConsentVariant({
  cookieBarAs: "popup",
  popupOverlay: true,
  barButtons: ["button4", "button3", "button1"],
  categories: enabledByDefault("functional"),
});

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = ["/"];
