// @ts-check
/**
 * Prices as the shop keeps and shows them (docs/behaviour/shop.md#settings). Content writes a
 * price in the currency's main unit (`price: 54`); the cart, the server and the payment
 * provider count in its minor unit (5400 cents), so no sum ever rounds. Formatting uses
 * `Intl.NumberFormat` in the locale passed in (the site's `language` today; a page's
 * language once the site has several). Plain JavaScript: the server shares it.
 */

/** Digits after the decimal point in `currency` (2 for EUR, 0 for JPY). @param {string} currency */
export function minorDigits(currency) {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 54 EUR → 5400. @param {number} amount @param {string} currency */
export function toMinor(amount, currency) {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/** 5400 EUR in "en" → "€54.00". @param {number} minor @param {string} currency @param {string} locale */
export function formatMinor(minor, currency, locale) {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 10 ** minorDigits(currency));
}

/** A word with its `{name}` places filled. @param {string} word @param {Record<string, string | number>} values */
export function fillWord(word, values) {
  return word.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * "Label: value" as the shop's language writes it ("Livraison : 6,00 €" in French, its
 * space unbreakable). A `shop.json` built before the word existed has none: English's colon.
 * @param {{ labelled?: string }} words the shop's words @param {string} label @param {string} value
 */
export const labelled = (words, label, value) => fillWord(words.labelled ?? "{label}: {value}", { label, value });
