// @ts-check
/**
 * The checkout's answers, written into the pre-rendered `/checkout` and
 * `/checkout/success` pages (routes/checkout.tsx), so they carry the site's header,
 * styles and security headers: the order summary, the country to ship to, the order
 * request's fields, what went wrong and what to do, or the order's outcome
 * (docs/behaviour/shop.md#checkout). Everything a visitor or the catalogue wrote is escaped.
 */
import { fillWord, formatMinor, labelled } from "../../app/features/shop/price-format.mjs";
import { CART_CLEAR_ATTR, CART_PATH, CHECKOUT_FORM_NAME, CHECKOUT_PATH, CHECKOUT_REQUEST_PATH, CHECKOUT_SLOT_ID, COUNTRY_FIELD, LINE_FIELD, REQUEST_FORM_NAME } from "../../app/features/shop/shop-names.mjs";
import { ERROR_ATTR, FIELD_ATTR, FORM_ATTR, POST_ATTR } from "../../app/widgets/form/form-names.mjs";
import { SYSTEM_FIELDS } from "../../app/widgets/form/form-rules.mjs";
import { requestFields } from "./order-request.mjs";
import { shippingFor } from "./shop-catalogue.mjs";

/** @param {unknown} text */
export const esc = (text) => String(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

const SLOT = new RegExp(`<section id="${CHECKOUT_SLOT_ID}"[^>]*>[\\s\\S]*?</section>`);

/** The page with its slot replaced; undefined when the page has no slot. @param {string} html @param {string} section */
export function fillSlot(html, section) {
  return SLOT.test(html) ? html.replace(SLOT, () => section) : undefined;
}

/** @typedef {import("./shop-catalogue.mjs").ShopManifest} ShopManifest */
/** @typedef {{ name?: string, email?: string, line1?: string, line2?: string, postalCode?: string, city?: string, country?: string, note?: string }} RequestValues */

/** Countries by name in the site's language, grouped by zone. @param {ShopManifest} shop @param {string} chosen */
function countryOptions(shop, chosen) {
  const names = new Intl.DisplayNames([shop.site.language], { type: "region" });
  const money = (/** @type {number} */ minor) => formatMinor(minor, shop.currency, shop.site.language);
  return shop.zones
    .map((zone) => {
      const options = [...zone.countries]
        .map((code) => ({ code, name: names.of(code) ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name, shop.site.language))
        .map(({ code, name }) => `<option value="${esc(code)}"${code === chosen ? " selected" : ""}>${esc(name)}</option>`);
      return `<optgroup label="${esc(labelled(shop.words, zone.name, zone.rate === 0 ? shop.words.shippingFree : money(zone.rate)))}">${options.join("")}</optgroup>`;
    })
    .join("");
}

/**
 * The pieces, each with its quantity and price, the totals and the VAT sentence, priced in `currency`.
 * @param {ShopManifest} shop @param {string} currency @param {import("./orders.mjs").OrderLine[]} lines @param {[string, string][]} rows
 */
function linesAndTotals(shop, currency, lines, rows) {
  const money = (/** @type {number} */ minor) => formatMinor(minor, currency, shop.site.language);
  const items = lines.map((line) => `<li><span>${line.quantity} × <a href="${esc(shop.products[line.product]?.href ?? `${shop.site.prefix ?? ""}/shop/${line.product}`)}">${esc(line.title)}</a></span><span>${esc(money(line.quantity * line.unitPrice))}</span></li>`);
  return `<ul class="checkout__lines">${items.join("")}</ul><dl class="checkout__totals">${rows
    .map(([term, value]) => `<div><dt>${esc(term)}</dt><dd>${esc(value)}</dd></div>`)
    .join("")}</dl><p class="checkout__vat">${esc(shop.pricesIncludeVat ? shop.words.vatIncluded : shop.words.vatExcluded)}</p>`;
}

/** @param {ShopManifest} shop @param {import("./orders.mjs").OrderLine[]} lines @param {string} country */
function summary(shop, lines, country) {
  const { words } = shop;
  const money = (/** @type {number} */ minor) => formatMinor(minor, shop.currency, shop.site.language);
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const zone = shop.zones.find((z) => z.countries.includes(country));
  const shipping = zone ? shippingFor(zone, subtotal) : undefined;
  /** @type {[string, string][]} */
  const rows = [
    [words.subtotal, money(subtotal)],
    ...(shipping === undefined ? [] : /** @type {[string, string][]} */ ([[`${words.shipping} (${zone?.name})`, shipping === 0 ? words.shippingFree : money(shipping)], [words.total, money(subtotal + shipping)]])),
  ];
  return `<aside class="checkout__summary" aria-labelledby="checkout-summary-title"><h2 id="checkout-summary-title">${esc(words.summary)}</h2>${linesAndTotals(shop, shop.currency, lines, rows)}</aside>`;
}

/**
 * What an order holds, as it was stored: its pieces, totals with shipping, and the address
 * it ships to when one is known (a paid order's comes with the payment provider's event).
 * Everything the buyer typed is escaped.
 * @param {ShopManifest} shop @param {Pick<import("./orders.mjs").Order, "currency" | "lines" | "subtotal" | "shipping" | "total" | "shippingZone" | "buyerName" | "address">} order
 */
function orderDetails(shop, order) {
  const { words } = shop;
  const money = (/** @type {number} */ minor) => formatMinor(minor, order.currency, shop.site.language);
  /** @type {[string, string][]} */
  const rows = [
    [words.subtotal, money(order.subtotal)],
    [`${words.shipping} (${order.shippingZone})`, order.shipping === 0 ? words.shippingFree : money(order.shipping)],
    [words.total, money(order.total)],
  ];
  const { address } = order;
  const country = address && (new Intl.DisplayNames([shop.site.language], { type: "region" }).of(address.country) ?? address.country);
  const addressLines = address ? [order.buyerName ?? "", address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(" "), country ?? ""].filter(Boolean) : [];
  const shipTo = addressLines.length
    ? `<h2>${esc(words.shippingAddress)}</h2><address class="checkout__address">${addressLines.map(esc).join("<br>")}</address>`
    : "";
  return `<div class="checkout__order"><h2 id="checkout-summary-title">${esc(words.summary)}</h2>${linesAndTotals(shop, order.currency, order.lines, rows)}${shipTo}</div>`;
}

/** @param {import("./orders.mjs").OrderLine[]} lines */
const hiddenLines = (lines) => lines.map((l) => `<input type="hidden" name="${LINE_FIELD}" value="${esc(`${l.product}:${l.quantity}:${l.unitPrice}`)}">`).join("");

/**
 * One field as the forms draw theirs (app/widgets/form/form-view.tsx), so the forms' code
 * checks it in the browser with the server's rules and words (app/widgets/form/form-enhance.ts):
 * its wrapper names it, its message is under it, always there and tied by `aria-describedby`.
 * @param {string} id @param {string} name @param {string} label @param {string} control @param {string | undefined} error
 */
function field(id, name, label, control, error) {
  const errorId = `${id}-error`;
  const message = `<p class="checkout-form__error" id="${errorId}" ${ERROR_ATTR}="${esc(name)}"${error ? "" : " hidden"}>${esc(error ?? "")}</p>`;
  const attrs = ` id="${id}" aria-describedby="${errorId}"${error ? ' aria-invalid="true"' : ""}`;
  return `<div class="checkout-form__field" ${FIELD_ATTR}="${esc(name)}"><label for="${id}">${esc(label)}</label>${control.replace(/^<(input|select|textarea)/, `<$1${attrs}`)}${message}</div>`;
}

/** The attributes that hand a checkout form to the forms' code, which sends it as a plain POST once it is good. @param {string} name */
const formAttrs = (name) => `${FORM_ATTR}="${name}" ${POST_ATTR}=""`;

/**
 * The checkout page: the summary, and either the country to ship to (payments on) or the
 * order request's fields; with `error`, what went wrong first. The order request carries
 * the forms' spam protection: `key`, issued as the form is written, and a honeypot
 * (docs/behaviour/shop.md#order-requests); `data-not-before` says from when (milliseconds
 * since 1970) the server takes the form, as the forms' key answer does.
 * @param {{ shop: ShopManifest, lines: import("./orders.mjs").OrderLine[], mode: "payment" | "request", country?: string, error?: string, values?: RequestValues, errors?: Record<string, string>, key?: string, notBefore?: number }} input
 */
export function checkoutSection({ shop, lines, mode, country = "", error, values = {}, errors = {}, key = "", notBefore = 0 }) {
  const { words } = shop;
  // Every address under the edition's prefix: its server answers in its language (docs/decisions/046-two-languages-on-one-site.md).
  const prefix = esc(shop.site.prefix ?? "");
  const alert = error ? `<div class="checkout__alert" role="alert"><p>${esc(error)}</p><p><a href="${prefix}${CART_PATH}">${esc(words.backToCart)}</a></p></div>` : "";
  const countrySelect = `<select name="${COUNTRY_FIELD}" required autocomplete="country"><option value="">—</option>${countryOptions(shop, values.country ?? country)}</select>`;
  let form = "";
  if (lines.length && mode === "payment") {
    form = `<form method="post" action="${prefix}${CHECKOUT_PATH}" class="checkout-form" ${formAttrs(CHECKOUT_FORM_NAME)}>${hiddenLines(lines)}${field("checkout-country", COUNTRY_FIELD, words.shipTo, countrySelect, errors.country)}<button type="submit" class="button">${esc(words.continueToPayment)}</button><p class="checkout__note">${esc(words.paymentNote)}</p></form>`;
  } else if (lines.length) {
    const control = (/** @type {ReturnType<typeof requestFields>[number]} */ f) => {
      const rules = `name="${f.name}"${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ""}${f.required ? " required" : ""} maxlength="${f.maxLength}"`;
      if (f.type === "select") return countrySelect;
      if (f.type === "textarea") return `<textarea ${rules} rows="3">${esc(values[f.name] ?? "")}</textarea>`;
      return `<input type="${f.type}" ${rules} value="${esc(values[f.name] ?? "")}">`;
    };
    // People never see the trap; scripts fill it in.
    const trap = `<div class="checkout-form__trap" aria-hidden="true"><label for="checkout-${SYSTEM_FIELDS.honeypot}">${esc(words.leaveEmpty)}</label><input id="checkout-${SYSTEM_FIELDS.honeypot}" type="text" name="${SYSTEM_FIELDS.honeypot}" value="" tabindex="-1" autocomplete="off"></div>`;
    const spam = `<input type="hidden" name="${SYSTEM_FIELDS.key}" value="${esc(key)}">${trap}`;
    const fields = requestFields(shop).map((f) => field(`checkout-${f.name}`, f.name, f.label, control(f), errors[f.name]));
    form = `<p class="checkout__intro">${esc(words.requestIntro)}</p><form method="post" action="${prefix}${CHECKOUT_REQUEST_PATH}" class="checkout-form" ${formAttrs(REQUEST_FORM_NAME)} data-not-before="${notBefore}">${hiddenLines(lines)}${spam}${fields.join("")}<button type="submit" class="button">${esc(words.sendRequest)}</button></form>`;
  }
  const body = lines.length ? `<div class="checkout__grid"><div class="checkout__main">${form}</div>${summary(shop, lines, values.country ?? country)}</div>` : "";
  return `<section id="${CHECKOUT_SLOT_ID}" class="checkout"><h1>${esc(words.checkoutTitle)}</h1>${alert}${body}</section>`;
}

/**
 * The outcome page: paid, being confirmed, an order request received, or not found. A
 * found order lists what it holds (`order`); not found shows nothing of any order.
 * A purchase that ended empties the cart (`data-cart-clear`). `mailed`: the site sends
 * order emails (SMTP is set up); without, the buyer is promised no email.
 * @param {{ shop: ShopManifest, outcome: "paid" | "processing" | "requested" | "unknown", reference?: string, email?: string, mailed?: boolean, order?: Parameters<typeof orderDetails>[1] }} input
 */
export function outcomeSection({ shop, outcome, reference = "", email = "", mailed = true, order }) {
  const { words } = shop;
  const values = { reference, email };
  const [title, text] =
    outcome === "paid" ? [words.paidTitle, fillWord(mailed ? words.paidText : words.paidTextNoMail, values)]
    : outcome === "processing" ? [words.paidTitle, fillWord(mailed ? words.processingText : words.processingTextNoMail, values)]
    : outcome === "requested" ? [words.requestedTitle, fillWord(words.requestedText, values)]
    : [words.checkoutTitle, words.orderNotFound];
  const clear = outcome === "unknown" ? "" : ` ${CART_CLEAR_ATTR}=""`;
  const details = order && outcome !== "unknown" ? orderDetails(shop, order) : "";
  return `<section id="${CHECKOUT_SLOT_ID}" class="checkout checkout--outcome"${clear}><h1>${esc(title)}</h1><p class="checkout__outcome" role="status">${esc(text)}</p>${details}<p><a class="button" href="${esc(shop.site.prefix ?? "")}/shop">${esc(words.browseShop)}</a></p></section>`;
}
