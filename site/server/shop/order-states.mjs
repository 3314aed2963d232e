// @ts-check
/**
 * Which state the owner may move an order to from the one it is in
 * (docs/decisions/036-selling.md#order-states). A pure rule: the order book applies it,
 * the studio shows the buttons it allows, and a refused move gets a plain reason.
 *
 * requested → paid → packed → shipped; cancelled from before shipping; refunded (by hand,
 * outside the site) once money was taken. A checkout still waiting for its payment is the
 * payment provider's to move, never the owner's.
 */

/** @typedef {import("./orders.mjs").Order["status"]} Status */

/** Every state an order can be in. */
export const STATUSES = /** @type {const} */ (["pending", "processing", "paid", "requested", "packed", "shipped", "cancelled", "refunded", "expired", "failed"]);

/** The owner's moves: from each state, the states it may go to. */
const MOVES = /** @type {Readonly<Partial<Record<Status, readonly Status[]>>>} */ ({
  requested: ["paid", "cancelled"],
  paid: ["packed", "shipped", "cancelled", "refunded"],
  packed: ["shipped", "cancelled", "refunded"],
  shipped: ["refunded"],
  cancelled: ["refunded"],
});

/** What each state means to the owner, for the reasons below. */
const SAID = /** @type {Record<Status, string>} */ ({
  pending: "waiting for its payment",
  processing: "waiting for its payment",
  paid: "paid",
  requested: "an order request",
  packed: "packed",
  shipped: "shipped",
  cancelled: "cancelled",
  refunded: "refunded",
  expired: "lapsed",
  failed: "a failed payment",
});

/** @param {string} value @returns {value is Status} */
export const isStatus = (value) => /** @type {readonly string[]} */ (STATUSES).includes(value);

/**
 * The states `order` may move to now. A cancelled order is refunded only if it had been paid.
 * @param {{ status: Status, paidAt: number | null }} order @returns {Status[]}
 */
export function nextStates(order) {
  const moves = MOVES[order.status] ?? [];
  return moves.filter((to) => !(order.status === "cancelled" && to === "refunded" && order.paidAt === null));
}

/**
 * Undefined when the move is allowed; else why not, in plain words.
 * @param {{ status: Status, paidAt: number | null }} order @param {Status} to @returns {string | undefined}
 */
export function refusal(order, to) {
  if (nextStates(order).includes(to)) return undefined;
  if (order.status === to) return `It is already ${SAID[to]}.`;
  if (order.status === "pending" || order.status === "processing") return "It is waiting for its payment: the payment provider settles it, not you.";
  if (to === "refunded" && order.status === "cancelled") return "It was cancelled before it was paid: there is nothing to refund.";
  if (to === "refunded") return `It is ${SAID[order.status]}: only an order that was paid can be marked refunded.`;
  return `It is ${SAID[order.status]}, so it cannot be marked ${SAID[to]}.`;
}

/**
 * What a move does to the order's pieces: a request's held pieces are sold when it is paid
 * and go back when it is cancelled; a paid order's sold pieces go back when it is cancelled
 * or refunded before it left; once shipped, they are with the buyer.
 * @param {Status} from @param {Status} to @returns {"sell" | "release" | "unsell" | "keep"}
 */
export function unitsOnMove(from, to) {
  if (from === "requested") return to === "paid" ? "sell" : "release";
  if ((from === "paid" || from === "packed") && (to === "cancelled" || to === "refunded")) return "unsell";
  return "keep";
}

/**
 * A payment that came in after the order was cancelled (the buyer left the payment page,
 * or the owner cancelled it, and the provider then took the money): the order stays
 * cancelled, and the owner is shown that the money is to be given back
 * (docs/decisions/036-selling.md#order-states).
 * @param {{ status: Status, paidAt: number | null, cancelledAt: number | null }} order
 */
export const paidAfterCancelling = (order) => order.status === "cancelled" && order.paidAt !== null && (order.cancelledAt === null || order.paidAt > order.cancelledAt);

/** The column that records when an order reached a state. */
export const STAMPS = /** @type {const} */ ({ paid: "paidAt", packed: "packedAt", shipped: "shippedAt", cancelled: "cancelledAt", refunded: "refundedAt" });

/**
 * A tracking link as stored: empty for none; an http(s) address; else undefined (refused).
 * @param {unknown} value @returns {string | null | undefined}
 */
export function trackingLink(value) {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname && text.length <= 2000 ? url.href : undefined;
  } catch {
    return undefined;
  }
}
