// @ts-check
/**
 * The orders table (migration 006; docs/behaviour/shop.md#orders): a checkout's order is
 * created `pending` with its units held, and becomes `paid` when the payment provider's
 * webhook says so, or `cancelled`, `expired` or `failed`, giving its units back. An order
 * request (no payment provider) is `requested` and keeps its units until the owner
 * settles it, or until it lapses (`expired`). Every change of status is conditional on the status it leaves, so a change
 * happens once however many deliveries or instances try it.
 */
import { randomInt } from "node:crypto";
import { holdUnits, releaseUnits, sellHeldUnits, sellUnheldUnits, unsellUnits } from "./stock.mjs";

/** @typedef {{ product: string, title: string, sku: string, quantity: number, unitPrice: number }} OrderLine */
/** @typedef {{ line1: string, line2: string, postalCode: string, city: string, country: string }} Address */
/**
 * @typedef {object} Order
 * @property {string} id
 * @property {"checkout" | "request"} kind
 * @property {"pending" | "processing" | "paid" | "requested" | "packed" | "shipped" | "cancelled" | "refunded" | "expired" | "failed"} status
 * @property {number} createdAt
 * @property {number} updatedAt
 * @property {number | null} expiresAt
 * @property {string} currency
 * @property {number} subtotal
 * @property {number} shipping
 * @property {number} total
 * @property {OrderLine[]} lines
 * @property {string} shippingZone
 * @property {string} country
 * @property {string | null} paymentSession
 * @property {string | null} buyerName
 * @property {string | null} buyerEmail
 * @property {Address | null} address
 * @property {string | null} note
 * @property {number | null} paidAt
 * @property {number | null} ownerEmailedAt
 * @property {number | null} buyerEmailedAt
 * @property {number | null} packedAt when the owner marked it packed (migration 010, as the four below)
 * @property {number | null} shippedAt
 * @property {number | null} cancelledAt
 * @property {number | null} refundedAt
 * @property {string | null} trackingUrl the parcel's tracking link, mailed to the buyer when it was shipped
 * @property {string | null} refundNote the owner's note on a refund made by hand
 * @property {string | null} language the language of the checkout it was placed from (`fr` from the French edition's); its emails are written in it. Null before migration 007.
 */

/** Letters and digits a person reads back without mistaking one for another. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** An order's id and the reference the buyer is given: 12 characters, about 59 bits, so one cannot be guessed from another. */
export const newOrderId = () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

const COLUMNS = {
  id: "id", kind: "kind", status: "status", createdAt: "created_at", updatedAt: "updated_at", expiresAt: "expires_at", currency: "currency",
  subtotal: "subtotal", shipping: "shipping", total: "total", lines: "lines", shippingZone: "shipping_zone", country: "country",
  paymentSession: "payment_session", buyerName: "buyer_name", buyerEmail: "buyer_email", address: "address", note: "note", paidAt: "paid_at",
  ownerEmailedAt: "owner_emailed_at", buyerEmailedAt: "buyer_emailed_at", language: "language",
  packedAt: "packed_at", shippedAt: "shipped_at", cancelledAt: "cancelled_at", refundedAt: "refunded_at", trackingUrl: "tracking_url", refundNote: "refund_note",
};
const NUMBERS = new Set(["createdAt", "updatedAt", "expiresAt", "subtotal", "shipping", "total", "paidAt", "ownerEmailedAt", "buyerEmailedAt", "packedAt", "shippedAt", "cancelledAt", "refundedAt"]);

/** @param {Record<string, unknown>} row @returns {Order} */
export function orderFromRow(row) {
  /** @type {Record<string, unknown>} */
  const order = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = row[column] ?? null;
    order[key] = value !== null && NUMBERS.has(key) ? Number(value) : value;
  }
  order.lines = JSON.parse(String(row.lines));
  order.address = row.address ? JSON.parse(String(row.address)) : null;
  return /** @type {Order} */ (order);
}

/** @typedef {"packedAt" | "shippedAt" | "cancelledAt" | "refundedAt" | "trackingUrl" | "refundNote"} LaterFields what the owner's moves record */
/** @typedef {Omit<Order, "updatedAt" | "paidAt" | "ownerEmailedAt" | "buyerEmailedAt" | "language" | LaterFields> & { language?: string | null }} NewOrder */

/** What a new order has not done yet, for the order as stored. */
export const NOT_YET = Object.freeze({ packedAt: null, shippedAt: null, cancelledAt: null, refundedAt: null, trackingUrl: null, refundNote: null });

/** @param {NewOrder} order */
function insertValues(order) {
  const values = { ...order, updatedAt: order.createdAt, lines: JSON.stringify(order.lines), address: order.address ? JSON.stringify(order.address) : null };
  const keys = Object.keys(values).filter((key) => key in COLUMNS && /** @type {Record<string, unknown>} */ (values)[key] !== undefined);
  return {
    sql: `insert into orders (${keys.map((k) => COLUMNS[/** @type {keyof typeof COLUMNS} */ (k)]).join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")})`,
    params: keys.map((k) => /** @type {Record<string, unknown>} */ (values)[k]),
  };
}

/**
 * Creates the order and holds its units in one transaction; throws SoldOutError (and
 * nothing is written) when a line has fewer units left than asked.
 * @param {import("../db/types.d.mts").Db} db
 * @param {NewOrder} order
 * @param {Map<string, number>} counts each product's starting count
 */
export async function placeOrder(db, order, counts) {
  await db.transaction(async (tx) => {
    await holdUnits(tx, order.lines.map((line) => ({ product: line.product, quantity: line.quantity, count: counts.get(line.product) ?? 0 })));
    const { sql, params } = insertValues(order);
    await tx.run(sql, params);
  });
  return order;
}

/** @param {import("../db/types.d.mts").Db} db @param {string} id */
export async function getOrder(db, id) {
  const [row] = await db.query("select * from orders where id = $1", [id]);
  return row ? orderFromRow(row) : undefined;
}

/** @param {import("../db/types.d.mts").Db} db @param {string} session */
export async function orderBySession(db, session) {
  const [row] = await db.query("select * from orders where payment_session = $1", [session]);
  return row ? orderFromRow(row) : undefined;
}

/** @param {import("../db/types.d.mts").Db} db @param {string} id @param {string} session */
export const setPaymentSession = (db, id, session) => db.run("update orders set payment_session = $2 where id = $1", [id, session]);

/**
 * Moves an order from one of `from` to `to`, with what the units do; false when it was in
 * none of them (another delivery or instance moved it first). Call inside a transaction.
 * @param {import("../db/types.d.mts").Db} tx @param {string} id
 * @param {{ from: Order["status"][], to: Order["status"], now: number, units: "sell" | "release" | "unsell" | "keep", set?: Partial<Record<"buyerName" | "buyerEmail" | "address" | "paidAt" | LaterFields, unknown>> }} change
 */
export async function moveOrder(tx, id, { from, to, now, units, set = {} }) {
  const [row] = await tx.query(`select * from orders where id = $1 and status in (${from.map((_, i) => `$${i + 2}`).join(", ")})`, [id, ...from]);
  if (!row) return false;
  const order = orderFromRow(row);
  const extra = Object.entries(set).filter(([, value]) => value !== undefined);
  const assignments = extra.map(([key], i) => `${COLUMNS[/** @type {keyof typeof COLUMNS} */ (key)]} = $${i + 5}`);
  const moved = await tx.run(
    `update orders set status = $3, updated_at = $4${assignments.map((a) => `, ${a}`).join("")} where id = $1 and status = $2`,
    [id, order.status, to, now, ...extra.map(([key, value]) => (key === "address" && value ? JSON.stringify(value) : value))],
  );
  if (moved.changes === 0) return false;
  // A hold exists only while the order is pending or processing.
  const held = order.status === "pending" || order.status === "processing" || order.status === "requested";
  if (units === "sell") await (held ? sellHeldUnits(tx, order.lines) : sellUnheldUnits(tx, order.lines));
  if (units === "release" && held) await releaseUnits(tx, order.lines);
  if (units === "unsell" && !held) await unsellUnits(tx, order.lines);
  return true;
}

/**
 * A payment for an order cancelled before it was paid: it stays cancelled and its pieces stay
 * on sale; when the money came and who paid are recorded, once, for the owner to give it back
 * (docs/decisions/036-selling.md#order-states). False when there was no such order.
 * @param {import("../db/types.d.mts").Db} tx @param {string} id
 * @param {Partial<Record<"buyerName" | "buyerEmail" | "address", unknown>> & { paidAt: number }} set @param {number} now
 */
export async function notePaymentAfterCancelling(tx, id, set, now) {
  const fields = Object.entries(set).filter(([, value]) => value !== undefined);
  const assignments = fields.map(([key], i) => `${COLUMNS[/** @type {keyof typeof COLUMNS} */ (key)]} = $${i + 3}`);
  const noted = await tx.run(
    `update orders set updated_at = $2, ${assignments.join(", ")} where id = $1 and status = 'cancelled' and paid_at is null`,
    [id, now, ...fields.map(([key, value]) => (key === "address" && value ? JSON.stringify(value) : value))],
  );
  return noted.changes > 0;
}

/**
 * Orders whose hold has lapsed give their units back and become `expired`: a checkout
 * left unpaid, or an order request the owner did not mark paid in time
 * (docs/behaviour/shop.md#stock). Returns the orders this call moved, once each however
 * many instances sweep.
 * @param {import("../db/types.d.mts").Db} db @param {number} now
 * @returns {Promise<Order[]>}
 */
export async function releaseLapsed(db, now, limit = 50) {
  const rows = await db.query("select * from orders where status in ('pending', 'requested') and expires_at < $1 order by expires_at limit $2", [now, limit]);
  /** @type {Order[]} */
  const released = [];
  for (const row of rows) {
    const order = orderFromRow(row);
    if (await db.transaction((tx) => moveOrder(tx, order.id, { from: [order.status], to: "expired", now, units: "release" }))) released.push({ ...order, status: "expired", updatedAt: now });
  }
  return released;
}

/** Records that the owner's or the buyer's email went out. @param {import("../db/types.d.mts").Db} db @param {string} id @param {"owner" | "buyer"} who @param {number} now */
export const markEmailed = (db, id, who, now) => db.run(`update orders set ${who === "owner" ? "owner_emailed_at" : "buyer_emailed_at"} = $2 where id = $1`, [id, now]);
