// @ts-check
/**
 * The forms' settings from the environment (README "Forms"):
 *
 * - `FORM_SECRET`: signs the spam-protection keys, at least 16 characters; when unset the
 *   server makes one on first start and keeps it in the database, shared by every
 *   instance. Set it to rotate the secret (keys handed out before then stop working).
 * - `FORM_RATE_LIMIT`: `{attempts}/{minutes}`, the submissions one address may send in a
 *   burst and the time in which that allowance fills again; default `10/10`.
 */
import { defaultRateLimitOptions } from "./rate-limiter.mjs";

const RATE = /^(\d{1,6})\/(\d{1,6})$/;

/** @param {Record<string, string | undefined>} env */
export function formsFromEnv(env) {
  const secret = env.FORM_SECRET?.trim() || undefined;
  if (secret && secret.length < 16) throw new Error("FORM_SECRET must be at least 16 characters long");
  const rate = env.FORM_RATE_LIMIT?.trim();
  let rateLimit = {};
  if (rate) {
    const match = RATE.exec(rate);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`FORM_RATE_LIMIT must read attempts/minutes, such as "10/10"; received "${rate}"`);
    rateLimit = { capacity: Number(match[1]), windowMs: Number(match[2]) * 60_000 };
  }
  return { ...(secret ? { secret } : {}), rateLimit: { ...defaultRateLimitOptions, ...rateLimit } };
}
