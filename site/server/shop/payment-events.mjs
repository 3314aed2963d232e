// @ts-check
/**
 * The payment provider's events at `POST /checkout/webhook` (docs/behaviour/shop.md#webhook):
 * the signature is verified against STRIPE_WEBHOOK_SECRET first (a bad one: 400, nothing
 * changes); each event is handled once however often it is delivered and by however
 * many instances (`processed_events`, ADR 033), in the same transaction as the order's
 * change; and each change is conditional on the order's status, so a second event for
 * the same payment changes nothing either.
 *
 * - `checkout.session.completed`, paid: the order is paid, its held units sold, and the
 *   emails go; not yet paid (a slower payment method): the order waits, its units held.
 * - `checkout.session.async_payment_succeeded`: paid, as above.
 * - `checkout.session.async_payment_failed`, `checkout.session.expired`: the units go back.
 *
 * No event moves an order back: a payment for an order already cancelled or refunded
 * leaves it so; one for an order cancelled before it was paid records when the money
 * came, so the owner sees it is to be given back (order-states.mjs, paidAfterCancelling).
 */
import { createProcessedEvents } from "../db/processed-events.mjs";
import { getOrder, moveOrder, notePaymentAfterCancelling } from "./orders.mjs";

/** The states a payment moves to `paid`: those still waiting for it, or that gave up waiting. Never the owner's. */
const PAYABLE = /** @type {import("./orders.mjs").Order["status"][]} */ (["pending", "processing", "expired", "failed"]);

/**
 * What the session tells of the buyer.
 * @param {any} session
 */
function buyerOf(session) {
  const details = session.customer_details ?? {};
  const shipping = session.collected_information?.shipping_details ?? session.shipping_details ?? {};
  const address = shipping.address ?? details.address;
  return {
    buyerName: shipping.name ?? details.name ?? undefined,
    buyerEmail: details.email ?? undefined,
    address: address ? { line1: address.line1 ?? "", line2: address.line2 ?? "", postalCode: address.postal_code ?? "", city: address.city ?? "", country: address.country ?? "" } : undefined,
  };
}

/**
 * The order paid, its pieces sold: "paid" when it has just been. Else, if it was cancelled
 * unpaid, the payment is noted on it and it stays cancelled: "refund", the money is to go back.
 * @param {import("../db/types.d.mts").Db} tx @param {string} orderId @param {ReturnType<typeof buyerOf>} buyer @param {number} now
 * @returns {Promise<"paid" | "refund" | false>}
 */
async function paid(tx, orderId, buyer, now) {
  if (await moveOrder(tx, orderId, { from: PAYABLE, to: "paid", now, units: "sell", set: { ...buyer, paidAt: now } })) return "paid";
  return (await notePaymentAfterCancelling(tx, orderId, { ...buyer, paidAt: now }, now)) && "refund";
}

/**
 * @param {{ db: import("../db/types.d.mts").Db, clock?: () => number }} options
 */
export function createPaymentEvents({ db, clock = Date.now }) {
  const events = createProcessedEvents(db);
  return {
    /**
     * Applies one verified event; returns the order when it has just been paid (its emails are
     * due), or when its payment came after it was cancelled (`toRefund`: the owner is told).
     * @param {{ id: string, type: string, data: { object: any } }} event
     * @returns {Promise<{ repeat: boolean, paid?: import("./orders.mjs").Order, toRefund?: import("./orders.mjs").Order }>}
     */
    async apply(event) {
      const session = event.data?.object ?? {};
      const orderId = typeof session.metadata?.order === "string" ? session.metadata.order : typeof session.client_reference_id === "string" ? session.client_reference_id : undefined;
      const now = clock();
      const outcome = await events.once({ source: "stripe", eventId: event.id }, async (tx) => {
        if (!orderId) return false;
        const buyer = buyerOf(session);
        switch (event.type) {
          case "checkout.session.completed":
            if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
              return paid(tx, orderId, buyer, now);
            }
            await moveOrder(tx, orderId, { from: ["pending"], to: "processing", now, units: "keep", set: buyer });
            return false;
          case "checkout.session.async_payment_succeeded":
            return paid(tx, orderId, buyer, now);
          case "checkout.session.async_payment_failed":
            await moveOrder(tx, orderId, { from: ["pending", "processing"], to: "failed", now, units: "release" });
            return false;
          case "checkout.session.expired":
            await moveOrder(tx, orderId, { from: ["pending"], to: "expired", now, units: "release" });
            return false;
          default:
            return false;
        }
      });
      if (!outcome.handled) return { repeat: true };
      if (!outcome.result || !orderId) return { repeat: false };
      const order = await getOrder(db, orderId);
      return outcome.result === "paid" ? { repeat: false, paid: order } : { repeat: false, toRefund: order };
    },
  };
}
