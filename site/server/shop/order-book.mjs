// @ts-check
/**
 * The owner's side of the orders, for the studio (docs/behaviour/shop.md#the-studios-order-list):
 * the orders newest first, and moving one through its states: an order request marked paid
 * once the buyer paid by the instructions the owner sent, then packed, shipped (the buyer
 * is mailed), cancelled or refunded by hand (docs/decisions/036-selling.md#order-states).
 * A checkout waiting for its payment is the payment provider's to move, through the webhook.
 */
import { REQUEST_HOLD_DAYS } from "../../app/features/shop/shop-names.mjs";
import { openDatabaseOnUse } from "../db/open-database.mjs";
import { createMailer, mailIsOn, mailSettingsFromEnv } from "../forms/mailer.mjs";
import { listOrders } from "./list-orders.mjs";
import { sendShippedEmail } from "./order-mail.mjs";
import { isStatus, refusal, STAMPS, trackingLink, unitsOnMove } from "./order-states.mjs";
import { getOrder, moveOrder } from "./orders.mjs";

/**
 * @typedef {{ ok: true, order: import("./orders.mjs").Order }
 *   | { ok: false, status: 404 | 409 | 422, message: string }} Changed
 * @typedef {{ to: string, from?: string, tracking?: unknown, note?: unknown }} Change
 *   from: the state the owner saw; the move happens only if the order is still in it.
 */

/**
 * Moves an order to the state the owner chose, once (docs/decisions/036-selling.md#order-states):
 * the move must be one the rule allows, and it is conditional on the state the owner saw,
 * so of two tabs or two instances changing one order at once, one wins and the other is
 * told what the order became meanwhile.
 * @param {import("../db/types.d.mts").Db} db @param {string} id @param {Change} change @param {number} now
 * @returns {Promise<Changed>}
 */
export async function changeOrder(db, id, change, now) {
  const { to } = change;
  if (!isStatus(to)) return { ok: false, status: 422, message: `"${to}" is not a state an order can be in.` };
  const tracking = to === "shipped" ? trackingLink(change.tracking) : null;
  if (tracking === undefined) return { ok: false, status: 422, message: "The tracking link must be a web address starting with https:// or http://, or left empty." };
  const note = typeof change.note === "string" ? change.note.trim().slice(0, 2000) : "";
  const before = await getOrder(db, id);
  if (!before) return { ok: false, status: 404, message: `There is no order ${id}.` };
  const seen = change.from && isStatus(change.from) ? change.from : before.status;
  // A request that lapsed says so, whether the owner saw it lapse or not.
  if (seen !== before.status || (before.kind === "request" && before.status === "expired")) return changedMeanwhile(before);
  const why = refusal(before, to);
  if (why) return { ok: false, status: 409, message: `Order ${id} cannot be marked ${to}. ${why}` };
  /** @type {Record<string, unknown>} */
  const set = { [STAMPS[/** @type {keyof typeof STAMPS} */ (to)]]: now };
  if (to === "shipped") set.trackingUrl = tracking;
  if (to === "refunded") set.refundNote = note || null;
  const moved = await db.transaction((tx) => moveOrder(tx, id, { from: [seen], to, now, units: unitsOnMove(seen, to), set }));
  const after = /** @type {import("./orders.mjs").Order} */ (await getOrder(db, id));
  if (!moved) return changedMeanwhile(after);
  return { ok: true, order: after };
}

/** The answer when the order moved since the owner saw it. @param {import("./orders.mjs").Order} order @returns {Changed} */
function changedMeanwhile(order) {
  return {
    ok: false,
    status: 409,
    message:
      order.kind === "request" && order.status === "expired"
        ? `Order ${order.id} lapsed: it was not marked paid within ${REQUEST_HOLD_DAYS} days, so its pieces went back in stock.`
        : `Order ${order.id} was changed meanwhile, in another tab or by someone else: it is now ${order.status}. Look at it again before changing it.`,
  };
}

/**
 * @typedef {{ site: string, words: import("./order-mail.mjs").ShippedWords } | undefined} MailWords
 * @typedef {{ mailWords?: (language: string | null) => Promise<MailWords> }} BookOptions
 *   mailWords: the site's name and the shop's words in an order's language, for the mail saying it was shipped.
 */

/**
 * The database the site's server uses (DATABASE_URL, or the embedded file in
 * VITRINE_DATA_DIR), opened on first use and kept open; and whether the site emails its
 * orders (SMTP_URL, the same settings as the server's), for the studio to say when not.
 * @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string, SMTP_URL?: string, MAIL_TO?: string, MAIL_FROM?: string }} env
 * @param {BookOptions} [options]
 */
export function openOrderBook(env, options = {}) {
  const database = openDatabaseOnUse(env);
  const db = database.get;
  /** @type {import("../forms/mailer.mjs").Mailer | undefined} */
  let mailing;
  const mailer = () => {
    if (!mailIsOn(env)) return undefined;
    try {
      mailing ??= createMailer(/** @type {NonNullable<ReturnType<typeof mailSettingsFromEnv>>} */ (mailSettingsFromEnv(env)));
    } catch {
      // Mail settings the server refuses (no MAIL_TO): nothing is sent, as the server sends nothing.
    }
    return mailing;
  };
  /** @param {import("./orders.mjs").Order} order @returns {Promise<"sent" | "failed" | "off">} */
  async function mailShipped(order) {
    const words = await options.mailWords?.(order.language);
    const sender = mailer();
    if (!words || !sender) return "off";
    return sendShippedEmail({ mailer: sender, order, ...words });
  }
  return {
    /** Orders are emailed to the owner and the buyer. */
    mailed: mailIsOn(env),
    /** @param {import("./list-orders.mjs").OrderFilters} [filters] */
    list: async (filters) => listOrders(await db(), filters),
    /** One order, for its page in the studio; undefined when there is none. @param {string} id */
    get: async (id) => getOrder(await db(), id),
    /**
     * Moves an order to another state; a shipped order's buyer is mailed, in the order's
     * language, with its tracking link. `mail`: whether that mail went out.
     * @param {string} id @param {Change} change
     */
    async change(id, change) {
      const changed = await changeOrder(await db(), id, change, Date.now());
      if (!changed.ok || changed.order.status !== "shipped") return { ...changed, mail: /** @type {const} */ ("none") };
      const mail = mailer() && changed.order.buyerEmail ? await mailShipped(changed.order) : /** @type {const} */ ("off");
      return { ...changed, mail };
    },
    async close() {
      await database.close();
      mailing?.close();
    },
  };
}
