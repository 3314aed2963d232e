// @ts-check
/**
 * The order emails (docs/behaviour/shop.md#order-requests): one to the owner (the shop's
 * `orderEmail`, else MAIL_TO), Reply-To the buyer, and one to the buyer, sent through the
 * forms' SMTP after the order is stored. Plain text; what the buyer typed stays on lines
 * of its own, so nothing in it can add a header. The buyer's email of an order request
 * goes to an address nobody has confirmed, so of what they typed it carries their name
 * only: a stranger's address would otherwise get a mail from the shop carrying anyone's
 * words. A failed send is logged and leaves the order's `*_emailed_at` empty, for the
 * owner's export to show.
 */
import { REQUEST_HOLD_DAYS } from "../../app/features/shop/shop-names.mjs";
import { fillWord, formatMinor, labelled } from "../../app/features/shop/price-format.mjs";
import { markEmailed } from "./orders.mjs";

/**
 * The order as text: its pieces and totals, then the buyer's details, all of them or (`nameOnly`) their name.
 * @param {import("./orders.mjs").Order} order @param {import("./shop-catalogue.mjs").ShopManifest} shop @param {{ nameOnly?: boolean }} [options]
 */
export function orderText(order, shop, { nameOnly = false } = {}) {
  const money = (/** @type {number} */ minor) => formatMinor(minor, order.currency, shop.site.language);
  const { words } = shop;
  const address = nameOnly ? null : order.address;
  return [
    ...order.lines.map((line) => labelled(words, `${line.quantity} × ${line.title} (${line.sku})`, money(line.quantity * line.unitPrice))),
    "",
    labelled(words, words.subtotal, money(order.subtotal)),
    labelled(words, `${words.shipping} (${order.shippingZone})`, order.shipping === 0 ? words.shippingFree : money(order.shipping)),
    labelled(words, words.total, money(order.total)),
    shop.pricesIncludeVat ? words.vatIncluded : words.vatExcluded,
    "",
    ...(order.buyerName ? [order.buyerName] : []),
    ...(order.buyerEmail && !nameOnly ? [order.buyerEmail] : []),
    ...(address ? [address.line1, address.line2, `${address.postalCode} ${address.city}`.trim(), address.country].filter(Boolean) : []),
    ...(order.note && !nameOnly ? ["", labelled(words, words.note, "").trimEnd(), order.note] : []),
  ].join("\n");
}

/** @param {import("./orders.mjs").Order} order @param {import("./shop-catalogue.mjs").ShopManifest} shop */
export function orderMessages(order, shop) {
  const paid = order.status === "paid";
  const { words } = shop;
  const values = { site: shop.site.name, reference: order.id };
  const text = orderText(order, shop);
  return {
    owner: { subject: fillWord(paid ? words.emailOwnerPaid : words.emailOwnerRequest, values), text: `${text}\n\n${order.kind} ${order.id} ${new Date(order.createdAt).toISOString()}` },
    buyer: {
      subject: fillWord(paid ? words.emailBuyerPaid : words.emailBuyerRequest, values),
      text: `${paid ? words.emailBuyerPaidIntro : words.emailBuyerRequestIntro}\n\n${paid ? text : orderText(order, shop, { nameOnly: true })}`,
    },
  };
}

/**
 * Sends both emails, each recorded once sent; never throws.
 * @param {{ db: import("../db/types.d.mts").Db, mailer: import("../forms/mailer.mjs").Mailer | undefined, shop: import("./shop-catalogue.mjs").ShopManifest, order: import("./orders.mjs").Order, clock?: () => number }} input
 */
export async function sendOrderEmails({ db, mailer, shop, order, clock = Date.now }) {
  if (!mailer) return;
  const messages = orderMessages(order, shop);
  const owner = shop.orderEmail ?? mailer.owner;
  const sends = [
    mailer.sendMessage({ to: owner, ...messages.owner, ...(order.buyerEmail ? { replyTo: order.buyerEmail } : {}) }).then(() => markEmailed(db, order.id, "owner", clock())),
    ...(order.buyerEmail ? [mailer.sendMessage({ to: order.buyerEmail, ...messages.buyer, replyTo: owner }).then(() => markEmailed(db, order.id, "buyer", clock()))] : []),
  ];
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === "rejected") console.error(`order ${order.id}: an email could not be sent:`, result.reason?.message ?? result.reason);
  }
}

/**
 * Tells the owner that an order request lapsed and its pieces went back in stock; never throws.
 * @param {{ mailer: import("../forms/mailer.mjs").Mailer | undefined, shop: import("./shop-catalogue.mjs").ShopManifest, order: import("./orders.mjs").Order }} input
 */
export async function sendLapseEmail({ mailer, shop, order }) {
  if (!mailer) return;
  const { words } = shop;
  const values = { site: shop.site.name, reference: order.id, days: REQUEST_HOLD_DAYS };
  const text = `${fillWord(words.emailOwnerLapsedText, values)}\n\n${orderText(order, shop)}`;
  await mailer
    .sendMessage({ to: shop.orderEmail ?? mailer.owner, subject: fillWord(words.emailOwnerLapsed, values), text })
    .catch((error) => console.error(`order ${order.id}: the email saying it lapsed could not be sent:`, error?.message ?? error));
}

/**
 * Tells the owner that a payment came in for an order already cancelled, to be given back
 * (docs/behaviour/shop.md#webhook); never throws.
 * @param {{ mailer: import("../forms/mailer.mjs").Mailer | undefined, shop: import("./shop-catalogue.mjs").ShopManifest, order: import("./orders.mjs").Order }} input
 */
export async function sendPaidAfterCancellingEmail({ mailer, shop, order }) {
  if (!mailer) return;
  const { words } = shop;
  const values = { site: shop.site.name, reference: order.id };
  const text = `${fillWord(words.emailOwnerPaidCancelledText, values)}\n\n${orderText(order, shop)}`;
  await mailer
    .sendMessage({ to: shop.orderEmail ?? mailer.owner, subject: fillWord(words.emailOwnerPaidCancelled, values), text, ...(order.buyerEmail ? { replyTo: order.buyerEmail } : {}) })
    .catch((error) => console.error(`order ${order.id}: the email saying a payment came in after it was cancelled could not be sent:`, error?.message ?? error));
}

/** @typedef {{ emailBuyerShipped: string, emailBuyerShippedIntro: string, emailBuyerTracking: string }} ShippedWords */

/**
 * The buyer's mail saying the order left the studio: its pieces, where they go, and the
 * tracking link when there is one (docs/behaviour/shop.md#order-states), in the order's language.
 * @param {import("./orders.mjs").Order} order @param {{ site: string, words: ShippedWords }} input
 */
export function shippedMessage(order, { site, words }) {
  const address = order.address;
  const text = [
    words.emailBuyerShippedIntro,
    "",
    ...order.lines.map((line) => `${line.quantity} × ${line.title}`),
    "",
    ...(order.buyerName ? [order.buyerName] : []),
    ...(address ? [address.line1, address.line2, `${address.postalCode} ${address.city}`.trim(), address.country].filter(Boolean) : []),
    ...(order.trackingUrl ? ["", words.emailBuyerTracking, order.trackingUrl] : []),
  ].join("\n");
  return { subject: fillWord(words.emailBuyerShipped, { site, reference: order.id }), text };
}

/**
 * Mails the buyer that the order was shipped; never throws.
 * @param {{ mailer: import("../forms/mailer.mjs").Mailer, order: import("./orders.mjs").Order, site: string, words: ShippedWords }} input
 * @returns {Promise<"sent" | "failed" | "off">}
 */
export async function sendShippedEmail({ mailer, order, site, words }) {
  if (!order.buyerEmail) return "off";
  try {
    await mailer.sendMessage({ to: order.buyerEmail, ...shippedMessage(order, { site, words }), replyTo: mailer.owner });
    return "sent";
  } catch (error) {
    console.error(`order ${order.id}: the email saying it was shipped could not be sent:`, /** @type {Error} */ (error)?.message ?? error);
    return "failed";
  }
}
