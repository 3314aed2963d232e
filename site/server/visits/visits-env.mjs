// @ts-check
/**
 * The visit counting's settings (docs/operations.md#environment-variables): on unless `VISITS=off`, raw
 * events kept `VISITS_RAW_DAYS` days (3), daily counts `VISITS_KEEP_YEARS` years (5), and
 * `VISITS_RATE_LIMIT` beacons per address (`200/10`: 200 in 10 minutes, counted in the
 * database so several instances share one allowance). Give every instance the same values.
 */
import { rateLimitFromEnv } from "../db/rate-limits.mjs";

export const DEFAULT_VISITS = { enabled: true, rawDays: 3, keepYears: 5, rateLimit: { capacity: 200, windowMs: 10 * 60_000 } };

/**
 * @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback @param {number} max
 */
function wholeNumber(env, name, fallback, max) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}; received "${raw}"`);
  return value;
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {typeof DEFAULT_VISITS}
 */
export function visitsFromEnv(env) {
  const switched = env.VISITS?.trim().toLowerCase() ?? "";
  if (!["", "on", "off"].includes(switched)) throw new Error(`VISITS must be on or off; received "${env.VISITS}"`);
  return {
    enabled: switched !== "off",
    rawDays: wholeNumber(env, "VISITS_RAW_DAYS", DEFAULT_VISITS.rawDays, 14),
    keepYears: wholeNumber(env, "VISITS_KEEP_YEARS", DEFAULT_VISITS.keepYears, 50),
    rateLimit: { ...DEFAULT_VISITS.rateLimit, ...rateLimitFromEnv(env, "VISITS_RATE_LIMIT") },
  };
}
