// @ts-check
/**
 * The forms' settings from the environment (README "Forms"):
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
import { defaultRateLimitOptions } from "../db/rate-limits.mjs";
import { DEFAULT_KEY_RATE_LIMIT } from "./form-routes.mjs";

const RATE = /^(\d{1,6})\/(\d{1,6})$/;

/** @param {Record<string, string | undefined>} env @param {string} name */
function rateFromEnv(env, name) {
  const rate = env[name]?.trim();
  if (!rate) return {};
  const match = RATE.exec(rate);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${name} must read attempts/minutes, such as "10/10"; received "${rate}"`);
  return { capacity: Number(match[1]), windowMs: Number(match[2]) * 60_000 };
}

/** @param {Record<string, string | undefined>} env */
export function formsFromEnv(env) {
  const secret = env.FORM_SECRET?.trim() || undefined;
  if (secret && secret.length < 16) throw new Error("FORM_SECRET must be at least 16 characters long");
  return {
    ...(secret ? { secret } : {}),
    rateLimit: { capacity: defaultRateLimitOptions.capacity, windowMs: defaultRateLimitOptions.windowMs, ...rateFromEnv(env, "FORM_RATE_LIMIT") },
    keyRateLimit: { ...DEFAULT_KEY_RATE_LIMIT, ...rateFromEnv(env, "FORM_KEY_RATE_LIMIT") },
  };
}
