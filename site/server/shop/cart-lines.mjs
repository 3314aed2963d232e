// @ts-check
/**
 * A cart as a form sends it, checked against the built catalogue (docs/behaviour/shop.md#bad-input):
 * lines `slug:quantity:price` (the cart page) or `product`, `quantity`, `price` (a
 * product's "Buy now"). The price sent is only what the visitor was shown: the order is
 * priced from the catalogue, and a line whose shown price differs is refused, so a forged
 * price is answered, never charged. Each refusal says what to do, in the shop's words.
 */
import { formatMinor, fillWord } from "../../app/features/shop/price-format.mjs";
import { LINE_FIELD, MAX_LINE_QUANTITY, MAX_LINES, MAX_ORDER_PIECES, PRICE_FIELD, PRODUCT_FIELD, QUANTITY_FIELD } from "../../app/features/shop/shop-names.mjs";

const LINE = /^([a-z0-9]+(?:-[a-z0-9]+)*):(\d{1,6}):(\d{1,12})$/;
const WHOLE = /^\d{1,6}$/;

/** @typedef {import("./shop-catalogue.mjs").ShopManifest} ShopManifest */
/** @typedef {import("./orders.mjs").OrderLine} OrderLine */
/** @typedef {{ ok: true, lines: OrderLine[], subtotal: number } | { ok: false, status: number, message: string }} CartCheck */

/** The lines as sent, before any check: each slug once, in the order sent. @param {URLSearchParams} params */
function rawLines(params) {
  /** @type {{ slug: string, quantity: string, price: string }[]} */
  const lines = params.getAll(LINE_FIELD).map((text) => {
    const match = LINE.exec(text.trim());
    return match ? { slug: /** @type {string} */ (match[1]), quantity: /** @type {string} */ (match[2]), price: /** @type {string} */ (match[3]) } : { slug: "", quantity: "", price: "" };
  });
  const product = params.get(PRODUCT_FIELD);
  if (product !== null) lines.push({ slug: product, quantity: (params.get(QUANTITY_FIELD) ?? "1").trim(), price: (params.get(PRICE_FIELD) ?? "").trim() });
  return lines;
}

/**
 * @param {URLSearchParams} params
 * @param {ShopManifest} shop
 * @returns {CartCheck}
 */
export function checkCart(params, shop) {
  const { words } = shop;
  const money = (/** @type {number} */ minor) => formatMinor(minor, shop.currency, shop.site.language);
  const refuse = (/** @type {number} */ status, /** @type {string} */ message) => /** @type {const} */ ({ ok: false, status, message });
  const sent = rawLines(params);
  if (sent.length === 0) return refuse(422, words.errorEmpty);
  if (sent.some((line) => !line.slug)) return refuse(400, words.errorUnreadable);
  const slugs = new Set(sent.map((line) => line.slug));
  if (slugs.size !== sent.length) return refuse(400, words.errorUnreadable);
  if (sent.length > MAX_LINES) return refuse(413, fillWord(words.errorTooMany, { max: MAX_LINES, count: sent.length }));
  /** @type {OrderLine[]} */
  const lines = [];
  for (const line of sent) {
    const product = Object.hasOwn(shop.products, line.slug) ? shop.products[line.slug] : undefined;
    if (!product) return refuse(422, fillWord(words.errorUnknown, { product: line.slug.slice(0, 80) }));
    const { title } = product;
    const count = product.stock ?? (product.inStock ? MAX_LINE_QUANTITY : 0);
    if (count === 0 || !product.inStock) return refuse(409, fillWord(words.errorSoldOut, { title }));
    const quantity = WHOLE.test(line.quantity) ? Number(line.quantity) : NaN;
    if (!(quantity >= 1 && quantity <= MAX_LINE_QUANTITY)) return refuse(422, fillWord(words.errorQuantity, { title, max: Math.min(count, MAX_LINE_QUANTITY) }));
    if (quantity > count) return refuse(409, fillWord(words.errorOnlyLeft, { title, count }));
    const shown = /^\d{1,12}$/.test(line.price) ? Number(line.price) : NaN;
    if (shown !== product.price) {
      return refuse(409, fillWord(words.errorPrice, { title, price: money(product.price), shown: Number.isFinite(shown) ? money(shown) : "—" }));
    }
    lines.push({ product: line.slug, title, sku: product.sku, quantity, unitPrice: product.price });
  }
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces > MAX_ORDER_PIECES) return refuse(413, fillWord(words.errorTooManyPieces, { max: MAX_ORDER_PIECES, count: pieces }));
  return { ok: true, lines, subtotal: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) };
}
