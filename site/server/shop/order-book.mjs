// @ts-check
/**
 * The owner's side of the orders, for the studio (docs/behaviour/shop.md#the-studios-order-list):
 * the orders newest first, and settling an order request — marked paid when the buyer has
 * paid by the instructions the owner sent (its held pieces become sold), or cancelled
 * (they go back to stock). Only a request is settled here: a checkout's status is the
 * payment provider's to give, through the webhook.
 */
import { REQUEST_HOLD_DAYS } from "../../app/features/shop/shop-names.mjs";
import { openDatabase } from "../db/open-database.mjs";
import { mailIsOn } from "../forms/mailer.mjs";
import { listOrders } from "./list-orders.mjs";
import { getOrder, moveOrder } from "./orders.mjs";

/** How a request is settled, and what its held pieces do. */
const SETTLE = /** @type {const} */ ({ paid: "sell", cancelled: "release" });

/**
 * @typedef {{ ok: true, order: import("./orders.mjs").Order }
 *   | { ok: false, status: 404 | 409 | 422, message: string }} Settled
 */

/**
 * Settles an order request once: of two owners (or two clicks) settling it at once, one
 * moves it and the other is told what it became.
 * @param {import("../db/types.d.mts").Db} db @param {string} id @param {string} to @param {number} now
 * @returns {Promise<Settled>}
 */
export async function settleRequest(db, id, to, now) {
  if (to !== "paid" && to !== "cancelled") return { ok: false, status: 422, message: `An order request is settled as "paid" or "cancelled", not "${to}".` };
  const before = await getOrder(db, id);
  if (!before) return { ok: false, status: 404, message: `There is no order ${id}.` };
  if (before.kind !== "request") return { ok: false, status: 409, message: `Order ${id} was paid online: its status comes from the payment provider, not from here.` };
  const moved = await db.transaction((tx) =>
    moveOrder(tx, id, { from: ["requested"], to, now, units: SETTLE[to], ...(to === "paid" ? { set: { paidAt: now } } : {}) }),
  );
  const after = /** @type {import("./orders.mjs").Order} */ (await getOrder(db, id));
  if (!moved && after.status === "expired") {
    return { ok: false, status: 409, message: `Order ${id} lapsed: it was not marked paid within ${REQUEST_HOLD_DAYS} days, so its pieces went back in stock.` };
  }
  if (!moved) return { ok: false, status: 409, message: `Order ${id} was already settled: it is ${after.status}.` };
  return { ok: true, order: after };
}

/**
 * The database the site's server uses (DATABASE_URL, or the embedded file in
 * VITRINE_DATA_DIR), opened on first use and kept open; and whether the site emails its
 * orders (SMTP_URL, the same settings as the server's), for the studio to say when not.
 * @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string, SMTP_URL?: string }} env
 */
export function openOrderBook(env) {
  /** @type {Promise<import("../db/types.d.mts").Db> | undefined} */
  let opening;
  const db = () => {
    // A failed open is not kept: the next request tries again (the database may come back).
    opening ??= openDatabase(env).then(
      ({ db }) => db,
      (error) => {
        opening = undefined;
        throw error;
      },
    );
    return opening;
  };
  return {
    /** Orders are emailed to the owner and the buyer. */
    mailed: mailIsOn(env),
    /** @param {import("./list-orders.mjs").OrderFilters} [filters] */
    list: async (filters) => listOrders(await db(), filters),
    /** One order, for its page in the studio; undefined when there is none. @param {string} id */
    get: async (id) => getOrder(await db(), id),
    /** @param {string} id @param {string} to */
    settle: async (id, to) => settleRequest(await db(), id, to, Date.now()),
    async close() {
      if (opening) await (await opening.catch(() => undefined))?.close();
    },
  };
}
