// @ts-check
/**
 * Runs the payment stand-in by itself, for a local trial of the shop without the real
 * service: `STRIPE_WEBHOOK_SECRET=whsec_local STAND_IN_WEBHOOK_URL=http://localhost:3000/checkout/webhook node tests/stripe-stand-in/serve.mjs`,
 * then start the site with `STRIPE_SECRET_KEY=sk_test_local STRIPE_WEBHOOK_SECRET=whsec_local STRIPE_API_BASE=http://127.0.0.1:12111 SITE_URL=http://localhost:3000`.
 * `STRIPE_STAND_IN_PORT` chooses another port than 12111 (docs/selling.md).
 */
import { createStripeStandIn } from "./stand-in.mjs";

const standIn = createStripeStandIn({ webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_local", webhookUrl: process.env.STAND_IN_WEBHOOK_URL ?? "http://localhost:3000/checkout/webhook" });
const origin = await standIn.listen(Number(process.env.STRIPE_STAND_IN_PORT ?? 12111));
console.log(`Payment stand-in (not the real service) on ${origin}`);
