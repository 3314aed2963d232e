// @ts-check
/**
 * A per-address rate limit (docs/behaviour/server.md#spam-protection): a token bucket
 * per key, holding `capacity` tokens that refill evenly over `windowMs`, so a person can
 * send a few messages in a row while a script is slowed to the refill rate. In memory,
 * per server instance (several instances each count their own share), bounded to
 * `maxKeys` addresses: the least recently seen is dropped first.
 */

/**
 * @typedef {object} RateLimitOptions
 * @property {number} capacity attempts allowed in a burst. Default 10.
 * @property {number} windowMs time in which a spent bucket fills again. Default 10 minutes.
 * @property {number} maxKeys addresses remembered at most. Default 50000.
 * @property {() => number} clock milliseconds since 1970. Default Date.now.
 */

/** @type {RateLimitOptions} */
export const defaultRateLimitOptions = { capacity: 10, windowMs: 10 * 60 * 1000, maxKeys: 50_000, clock: Date.now };

/** @param {Partial<RateLimitOptions>} [overrides] */
export function createRateLimiter(overrides = {}) {
  const { capacity, windowMs, maxKeys, clock } = { ...defaultRateLimitOptions, ...overrides };
  const perMs = capacity / windowMs;
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  return {
    /**
     * Spends one attempt of `key`; when none is left, says how long until one is.
     * @param {string} key
     * @returns {{ allowed: true } | { allowed: false, retryAfterMs: number }}
     */
    take(key) {
      const now = clock();
      const bucket = buckets.get(key);
      const tokens = bucket ? Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs) : capacity;
      // Re-inserted, so the Map's order is the order of last use.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return { allowed: false, retryAfterMs: Math.ceil((1 - tokens) / perMs) };
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      if (buckets.size > maxKeys) buckets.delete(/** @type {string} */ (buckets.keys().next().value));
      return { allowed: true };
    },
    /** Addresses remembered now. */
    get size() {
      return buckets.size;
    },
  };
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */
