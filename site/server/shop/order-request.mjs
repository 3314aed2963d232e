// @ts-check
/**
 * The buyer's details of an order request (no payment provider; docs/behaviour/shop.md#order-requests):
 * name, email and address are required, a note is optional. The fields are the forms'
 * (app/widgets/form/form-rules.mjs), so the page's own code checks them in the browser
 * with the rules and words the server answers with here, in the page's language
 * (`words.forms`); the values come back filled in.
 */
import { fillWord } from "../../app/features/shop/price-format.mjs";
import { COUNTRY_FIELD } from "../../app/features/shop/shop-names.mjs";
import { cleanValue, fieldProblem } from "../../app/widgets/form/form-rules.mjs";
import { zoneFor } from "./shop-catalogue.mjs";

/** Longest single-line value; a note may be longer. */
const MAX_FIELD = 200;
const MAX_NOTE = 2000;

/** @typedef {import("../../app/widgets/form/form-rules.mjs").FormField} FormField */
/** @typedef {import("../../app/widgets/form/form-rules.mjs").FormWords} FormWords */
/** @typedef {keyof Required<import("./checkout-page.mjs").RequestValues>} RequestField */

/**
 * The country to ship to, as the forms check it: one of the countries of the shop's zones.
 * @param {import("./shop-catalogue.mjs").ShopManifest} shop @param {string} label
 * @returns {FormField}
 */
export const countryField = (shop, label) => ({
  type: "select", name: COUNTRY_FIELD, label, required: true, options: shop.zones.flatMap((zone) => zone.countries.map((code) => ({ label: code, value: code }))),
});

/**
 * The order request's fields in the order the form shows them.
 * @param {import("./shop-catalogue.mjs").ShopManifest} shop
 * @returns {(FormField & { name: RequestField, autocomplete: string })[]}
 */
export function requestFields(shop) {
  const { words } = shop;
  const text = (/** @type {RequestField} */ name, /** @type {string} */ label, /** @type {string} */ autocomplete, required = true) =>
    /** @type {const} */ ({ type: "text", name, label, required, maxLength: MAX_FIELD, autocomplete });
  return [
    text("name", words.yourName, "name"),
    { ...text("email", words.yourEmail, "email"), type: "email" },
    text("line1", words.addressLine1, "address-line1"),
    text("line2", words.addressLine2, "address-line2", false),
    text("postalCode", words.postalCode, "postal-code"),
    text("city", words.city, "address-level2"),
    { ...countryField(shop, words.country), name: "country", autocomplete: "country" },
    { type: "textarea", name: "note", label: words.note, required: false, maxLength: MAX_NOTE, autocomplete: "" },
  ];
}

/**
 * The country's problem: the forms' when there is none, the shop's when it ships there not.
 * @param {import("./shop-catalogue.mjs").ShopManifest} shop @param {FormField} field @param {string} country @param {FormWords} formWords
 */
export function countryProblem(shop, field, country, formWords) {
  if (country && !zoneFor(shop, country)) return fillWord(shop.words.errorCountry, { country: country.slice(0, 8) });
  return fieldProblem(field, country, formWords);
}

/**
 * @param {URLSearchParams} params @param {import("./shop-catalogue.mjs").ShopManifest} shop
 * @param {FormWords} formWords the forms' words in the page's language
 * @returns {{ values: Required<import("./checkout-page.mjs").RequestValues>, errors: Record<string, string> }}
 */
export function checkRequestFields(params, shop, formWords) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {Record<string, string>} */
  const errors = {};
  for (const field of requestFields(shop)) {
    // Control characters go (an email header or a CSV cell must not carry them); a note keeps its line breaks.
    let value = cleanValue(field, params.get(field.name) ?? "");
    if (field.name === COUNTRY_FIELD) value = value.toUpperCase();
    values[field.name] = value;
    const problem = field.name === COUNTRY_FIELD ? countryProblem(shop, field, value, formWords) : fieldProblem(field, value, formWords);
    if (problem) errors[field.name] = problem;
  }
  return { values: /** @type {Required<import("./checkout-page.mjs").RequestValues>} */ (values), errors };
}
