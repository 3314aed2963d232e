// @ts-check
/**
 * `npm run orders -- [--since 2026-01-01] [--until 2026-02-01] [--status paid,requested] [--format csv|json]`:
 * the orders, newest first, on standard output (docs/selling.md). CSV cells a
 * spreadsheet would run as a formula are neutralised, as for the submissions: a buyer's
 * name or address is text they typed. Reads the database the server uses.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/open-database.mjs";
import { listOrders, ORDER_STATUSES } from "../shop/shop.mjs";
import { parseDay, parseFormat, toCsv, toJsonLines } from "./export-format.mjs";
import { runCommand } from "./run-command.mjs";

/** @type {readonly string[]} */
const STATUSES = ORDER_STATUSES;

/** Minor units as a decimal amount ("54.00"). @param {number} minor @param {string} currency */
export function decimalAmount(minor, currency) {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/** One row per order, as printed. @param {import("../shop/shop.mjs").Order[]} orders */
export function orderRows(orders) {
  const columns = ["id", "created", "kind", "status", "paid", "buyer_name", "buyer_email", "address", "country", "lines", "currency", "subtotal", "shipping", "total", "payment_session", "note", "language", "packed", "shipped", "tracking_url", "cancelled", "refunded", "refund_note"];
  const time = (/** @type {number | null} */ at) => (at ? new Date(at).toISOString() : "");
  const rows = orders.map((o) => ({
    id: o.id,
    created: new Date(o.createdAt).toISOString(),
    kind: o.kind,
    status: o.status,
    paid: time(o.paidAt),
    buyer_name: o.buyerName ?? "",
    buyer_email: o.buyerEmail ?? "",
    address: o.address ? [o.address.line1, o.address.line2, `${o.address.postalCode} ${o.address.city}`.trim(), o.address.country].filter(Boolean).join(", ") : "",
    country: o.country,
    lines: o.lines.map((l) => `${l.quantity} × ${l.title} (${l.sku})`).join("; "),
    currency: o.currency,
    subtotal: decimalAmount(o.subtotal, o.currency),
    shipping: decimalAmount(o.shipping, o.currency),
    total: decimalAmount(o.total, o.currency),
    payment_session: o.paymentSession ?? "",
    note: o.note ?? "",
    language: o.language ?? "",
    packed: time(o.packedAt),
    shipped: time(o.shippedAt),
    tracking_url: o.trackingUrl ?? "",
    cancelled: time(o.cancelledAt),
    refunded: time(o.refundedAt),
    refund_note: o.refundNote ?? "",
  }));
  return { columns, rows };
}

/** The orders as the CSV this command prints: the studio's export gives the same. @param {import("../shop/shop.mjs").Order[]} orders */
export function orderCsv(orders) {
  const { columns, rows } = orderRows(orders);
  return toCsv(columns, rows);
}

/** @param {string | undefined} text */
function parseStatuses(text) {
  if (text === undefined) return undefined;
  const list = text.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = list.filter((s) => !STATUSES.includes(s));
  if (unknown.length || !list.length) throw new Error(`--status takes ${STATUSES.join(", ")} (comma-separated); received "${text}"`);
  return /** @type {import("../shop/shop.mjs").Order["status"][]} */ (list);
}

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  const { values } = parseArgs({ args: argv, options: { since: { type: "string" }, until: { type: "string" }, status: { type: "string" }, format: { type: "string" } } });
  const format = parseFormat(values.format);
  const since = parseDay(values.since, "since");
  const until = parseDay(values.until, "until");
  const status = parseStatuses(values.status);
  const { db } = await openDatabase(env);
  try {
    const orders = await listOrders(db, { ...(since === undefined ? {} : { since }), ...(until === undefined ? {} : { until }), ...(status ? { status } : {}) });
    return format === "csv" ? orderCsv(orders) : toJsonLines(orderRows(orders).rows);
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, main);
