// @ts-check
/**
 * The payment provider, Stripe Checkout's hosted page, through the official `stripe`
 * package, on the server only (docs/decisions/036-selling.md): nothing of the provider is
 * loaded on the site's pages, and no card number ever reaches the site. The visitor
 * leaves for the provider's page by their own press of "Check out".
 *
 * - `STRIPE_SECRET_KEY`: turns payments on; without it checkout takes order requests.
 * - `STRIPE_WEBHOOK_SECRET`: verifies the provider's events (required with the key).
 * - `STRIPE_API_BASE` (`http://127.0.0.1:12111`): the API's address, for a local stand-in
 *   in tests (tests/stripe-stand-in/); the real API when unset.
 */
import Stripe from "stripe";

/** @param {Record<string, string | undefined>} env */
export function paymentSettingsFromEnv(env) {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new Error("STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: the secret that verifies payment events (whsec_…)");
  const base = env.STRIPE_API_BASE?.trim();
  let api;
  if (base) {
    const url = new URL(base);
    if (!/^https?:$/.test(url.protocol)) throw new Error(`STRIPE_API_BASE must be an http:// or https:// address, received "${base}"`);
    api = { host: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), protocol: /** @type {"http" | "https"} */ (url.protocol.slice(0, -1)) };
  }
  return { secretKey, webhookSecret, api };
}

/**
 * @typedef {object} SessionRequest
 * @property {string} orderId
 * @property {string} currency
 * @property {boolean} pricesIncludeVat
 * @property {import("./orders.mjs").OrderLine[]} lines
 * @property {{ name: string, amount: number, country: string }} shipping
 * @property {string} origin the site's origin, for the return addresses
 * @property {number} expiresAt when the payment page stops taking a payment (ms)
 * @property {string} locale
 */

/** Where Stripe's hosted payment page is served from. */
export const HOSTED_PAGE_ORIGIN = "https://checkout.stripe.com";

/** @param {NonNullable<ReturnType<typeof paymentSettingsFromEnv>>} settings */
export function createPayments(settings) {
  const stripe = new Stripe(settings.secretKey, { ...(settings.api ?? {}), maxNetworkRetries: 1, timeout: 15_000 });
  return {
    /**
     * The origin of the hosted payment page, which the site's form-action must allow: a
     * browser checks a form's redirect against it (docs/decisions/036-selling.md#csp-the-forms-may-lead-to-the-payment-page).
     * With STRIPE_API_BASE (the local stand-in) the page is served there.
     */
    pageOrigin: settings.api ? new URL(`${settings.api.protocol}://${settings.api.host}:${settings.api.port}`).origin : HOSTED_PAGE_ORIGIN,
    /** A hosted payment page for the order; its `url` is where the buyer goes. @param {SessionRequest} request */
    async createSession(request) {
      const tax = request.pricesIncludeVat ? "inclusive" : "exclusive";
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.orderId,
          metadata: { order: request.orderId },
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitPrice, tax_behavior: tax, product_data: { name: line.title, metadata: { product: line.product, sku: line.sku } } },
          })),
          shipping_address_collection: { allowed_countries: /** @type {any} */ ([request.shipping.country]) },
          shipping_options: [
            { shipping_rate_data: { type: "fixed_amount", display_name: request.shipping.name, tax_behavior: tax, fixed_amount: { amount: request.shipping.amount, currency: request.currency.toLowerCase() } } },
          ],
          success_url: `${request.origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${request.origin}/checkout/cancel?session_id={CHECKOUT_SESSION_ID}`,
          expires_at: Math.floor(request.expiresAt / 1000),
          locale: /** @type {any} */ (request.locale.split("-")[0] || "auto"),
        },
        // One order, one payment page, however often the request is retried.
        { idempotencyKey: `order-${request.orderId}` },
      );
      if (!session.url) throw new Error(`payment session ${session.id} has no address`);
      return { id: session.id, url: session.url };
    },
    /** The session's state as the provider holds it. @param {string} id */
    retrieveSession: (id) => stripe.checkout.sessions.retrieve(id),
    /** Closes an unpaid payment page, so a cancelled order cannot be paid later; false when it could not (already paid, or gone). @param {string} id */
    async expireSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch {
        return false;
      }
    },
    /** The event, or throws when its signature is not the provider's. @param {Buffer} body @param {string} signature */
    verifyEvent: (body, signature) => stripe.webhooks.constructEvent(body, signature, settings.webhookSecret),
  };
}

/** @typedef {ReturnType<typeof createPayments>} Payments */
