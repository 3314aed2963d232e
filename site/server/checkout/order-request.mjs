// @ts-check
/**
 * The buyer's details of an order request (no payment provider; docs/behaviour/shop.md#order-requests):
 * name, email and address are required, a note is optional; each refusal names the field
 * in the shop's words, and the values come back filled in.
 */
import { fillWord } from "../../app/features/shop/price-format.mjs";
import { COUNTRY_FIELD } from "../../app/features/shop/shop-names.mjs";
import { zoneFor } from "./shop-catalogue.mjs";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest single-line value kept; a note may be longer. */
const MAX_FIELD = 200;
const MAX_NOTE = 2000;

/** Control characters a buyer's text loses (an email header or a CSV cell must not carry them); a note keeps its line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]+/g;

/** One line of text: line breaks and control characters become spaces. @param {string | null} value */
const line = (value) => (value ?? "").replace(CONTROLS, " ").trim().slice(0, MAX_FIELD);

/**
 * @param {URLSearchParams} params @param {import("./shop-catalogue.mjs").ShopManifest} shop
 * @returns {{ values: Required<import("./checkout-page.mjs").RequestValues>, errors: Record<string, string> }}
 */
export function checkRequestFields(params, shop) {
  const { words } = shop;
  const values = {
    name: line(params.get("name")),
    email: line(params.get("email")),
    line1: line(params.get("line1")),
    line2: line(params.get("line2")),
    postalCode: line(params.get("postalCode")),
    city: line(params.get("city")),
    country: line(params.get(COUNTRY_FIELD)).toUpperCase(),
    note: (params.get("note") ?? "").replace(/\r\n?/g, "\n").replace(CONTROLS_BUT_NEWLINE, " ").trim().slice(0, MAX_NOTE),
  };
  /** @type {Record<string, string>} */
  const errors = {};
  const required = /** @type {const} */ ([["name", words.yourName], ["line1", words.addressLine1], ["postalCode", words.postalCode], ["city", words.city]]);
  for (const [name, label] of required) if (!values[name]) errors[name] = fillWord(words.errorField, { label });
  if (!EMAIL.test(values.email)) errors.email = values.email ? words.errorEmail : fillWord(words.errorField, { label: words.yourEmail });
  if (!values.country) errors.country = fillWord(words.errorField, { label: words.country });
  else if (!zoneFor(shop, values.country)) errors.country = fillWord(words.errorCountry, { country: values.country });
  return { values, errors };
}
