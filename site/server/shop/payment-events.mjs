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
 */
import { createProcessedEvents } from "../db/processed-events.mjs";
import { getOrder, moveOrder } from "./orders.mjs";

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
 * @param {{ db: import("../db/types.d.mts").Db, clock?: () => number }} options
 */
export function createPaymentEvents({ db, clock = Date.now }) {
  const events = createProcessedEvents(db);
  return {
    /**
     * Applies one verified event; returns the order when it has just been paid (its emails are due).
     * @param {{ id: string, type: string, data: { object: any } }} event
     * @returns {Promise<{ repeat: boolean, paid?: import("./orders.mjs").Order }>}
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
              return moveOrder(tx, orderId, { from: ["pending", "processing", "expired", "cancelled", "failed"], to: "paid", now, units: "sell", set: { ...buyer, paidAt: now } });
            }
            await moveOrder(tx, orderId, { from: ["pending"], to: "processing", now, units: "keep", set: buyer });
            return false;
          case "checkout.session.async_payment_succeeded":
            return moveOrder(tx, orderId, { from: ["pending", "processing", "expired", "cancelled", "failed"], to: "paid", now, units: "sell", set: { ...buyer, paidAt: now } });
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
      return outcome.result && orderId ? { repeat: false, paid: await getOrder(db, orderId) } : { repeat: false };
    },
  };
}
