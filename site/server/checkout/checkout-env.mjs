// @ts-check
/**
 * The shop's settings from the environment (README "Selling"): the payment provider
 * (payments.mjs: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE) and
 * `CHECKOUT_RATE_LIMIT` (`attempts/minutes`, default `10/10`), counted in the database.
 */
import { rateLimitFromEnv } from "../db/rate-limits.mjs";
import { DEFAULT_CHECKOUT_RATE_LIMIT } from "./checkout-routes.mjs";
import { createPayments, paymentSettingsFromEnv } from "./payments.mjs";

/** @param {Record<string, string | undefined>} env @param {import("../forms/mailer.mjs").Mailer | undefined} mailer */
export function checkoutFromEnv(env, mailer) {
  const settings = paymentSettingsFromEnv(env);
  return {
    ...(settings ? { payments: createPayments(settings) } : {}),
    ...(mailer ? { mailer } : {}),
    rateLimit: { ...DEFAULT_CHECKOUT_RATE_LIMIT, ...rateLimitFromEnv(env, "CHECKOUT_RATE_LIMIT") },
  };
}
