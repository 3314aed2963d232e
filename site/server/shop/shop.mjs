// @ts-check
/**
 * The shop's server half, its one entry (docs/decisions/036-selling.md): the checkout's
 * routes and their settings from the environment, and the order book the owner's commands
 * and the studio read. Its site half is `app/features/shop/`; the two share the addresses,
 * fields and limits in `shop-names.mjs` and the built catalogue `shop.json`. Nothing outside
 * this folder imports another of its modules (eslint.config.js `BOUNDARY_ZONES`).
 */
// What is left of each product and whether payments are set up, for the studio's first screen.
export { unitsLeft } from "./stock.mjs";
export { paymentSettingsFromEnv } from "./payments.mjs";
export { createCheckoutRoutes } from "./checkout-routes.mjs";
export { checkoutFromEnv } from "./checkout-env.mjs";
export { listOrders } from "./list-orders.mjs";
export { openOrderBook } from "./order-book.mjs";
export { placeOrder } from "./orders.mjs";
export { nextStates, paidAfterCancelling, STATUSES as ORDER_STATUSES } from "./order-states.mjs";
// The order mails and the shipping rule, for the studio's previews of what a buyer and the owner receive.
export { orderMessages, shippedMessage } from "./order-mail.mjs";
export { shippingFor } from "./shop-catalogue.mjs";

/** @typedef {import("./orders.mjs").Order} Order */
/** @typedef {import("./checkout-routes.mjs").CheckoutRoutesOptions} CheckoutRoutesOptions */
