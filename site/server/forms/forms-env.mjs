// @ts-check
/**
 * The forms' settings from the environment (docs/server.md#forms):
 *
 * - `FORM_SECRET`: signs the spam-protection keys, at least 16 characters; when unset the
 *   server makes one on first start and keeps it in the database, shared by every
 *   instance. Set it to rotate the secret (keys handed out before then stop working).
 * - `FORM_RATE_LIMIT`: `{attempts}/{minutes}`, the submissions one address may send in a
 *   burst and the time in which that allowance fills again; default `10/10`.
 * - `FORM_KEY_RATE_LIMIT`: the same for spam-protection keys; default `20/10`.
 *
 * Both are counted in the database, shared by every instance (ADR 033).
 */
import { defaultRateLimitOptions, rateLimitFromEnv } from "../db/rate-limits.mjs";
import { DEFAULT_KEY_RATE_LIMIT } from "./form-routes.mjs";

/** @param {Record<string, string | undefined>} env */
export function formsFromEnv(env) {
  const secret = env.FORM_SECRET?.trim() || undefined;
  if (secret && secret.length < 16) throw new Error("FORM_SECRET must be at least 16 characters long");
  return {
    ...(secret ? { secret } : {}),
    rateLimit: { capacity: defaultRateLimitOptions.capacity, windowMs: defaultRateLimitOptions.windowMs, ...rateLimitFromEnv(env, "FORM_RATE_LIMIT") },
    keyRateLimit: { ...DEFAULT_KEY_RATE_LIMIT, ...rateLimitFromEnv(env, "FORM_KEY_RATE_LIMIT") },
  };
}
