// @ts-check
/**
 * The shop's settings from the environment (docs/selling.md): the payment provider
 * (payments.mjs: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE),
 * `CHECKOUT_RATE_LIMIT` (`attempts/minutes`, default `10/10`), counted in the database, and
 * `SITE_URL`, the site's public address where the payment page sends the buyer back (by
 * default the `url` of the site's settings, as built).
 */
import { rateLimitFromEnv } from "../db/rate-limits.mjs";
import { DEFAULT_CHECKOUT_RATE_LIMIT } from "./checkout-routes.mjs";
import { createPayments, paymentSettingsFromEnv } from "./payments.mjs";

/** `SITE_URL`, an http(s) address, or undefined when unset. @param {Record<string, string | undefined>} env */
export function siteUrlFromEnv(env) {
  const value = env.SITE_URL?.trim();
  if (!value) return undefined;
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL must be the site's address, like https://example.com, received "${value}"`);
  return url.origin;
}

/** @param {Record<string, string | undefined>} env @param {import("../forms/mailer.mjs").Mailer | undefined} mailer */
export function checkoutFromEnv(env, mailer) {
  const settings = paymentSettingsFromEnv(env);
  const siteUrl = siteUrlFromEnv(env);
  return {
    ...(settings ? { payments: createPayments(settings) } : {}),
    ...(siteUrl ? { siteUrl } : {}),
    ...(mailer ? { mailer } : {}),
    rateLimit: { ...DEFAULT_CHECKOUT_RATE_LIMIT, ...rateLimitFromEnv(env, "CHECKOUT_RATE_LIMIT") },
  };
}
