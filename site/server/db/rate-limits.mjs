// @ts-check
/**
 * Rate limits counted in the database (docs/decisions/033-limits-and-idempotency-in-the-database.md),
 * so several server instances on one database share each visitor's allowance: a token
 * bucket per `name` and key, holding `capacity` tokens that refill evenly over
 * `windowMs`, so a person can send a few in a row while a script is slowed to the refill
 * rate. One statement spends a token or finds none (an upsert whose update holds only
 * while a token is left), so two instances taking at once never both get the last one.
 * Any route can have a limiter of its own name: forms, form keys, the consent log, and
 * a checkout to come. Rows of full buckets say nothing and are swept now and then.
 */

/**
 * @typedef {object} RateLimitOptions
 * @property {number} capacity attempts allowed in a burst. Default 10.
 * @property {number} windowMs time in which a spent bucket fills again. Default 10 minutes.
 * @property {number} sweepEveryMs how often this instance removes the rows of full buckets. Default 1 minute.
 * @property {() => number} clock milliseconds since 1970. Default Date.now.
 */

/** @type {RateLimitOptions} */
export const defaultRateLimitOptions = { capacity: 10, windowMs: 10 * 60 * 1000, sweepEveryMs: 60_000, clock: Date.now };

/** @typedef {{ allowed: true } | { allowed: false, retryAfterMs: number }} RateLimitResult */

/** The SQL of one dialect: SQLite's two-argument min/max are PostgreSQL's least/greatest. @param {"sqlite" | "postgres"} dialect */
function statements(dialect) {
  const [least, greatest] = dialect === "postgres" ? ["least", "greatest"] : ["min", "max"];
  // $1 bucket, $2 capacity, $3 now, $4 tokens per ms. The clocks of two instances may
  // differ a little: time never runs backwards for a bucket.
  const available = `${least}(cast($2 as double precision), rate_limits.tokens + ${greatest}(0, cast($3 as bigint) - rate_limits.updated_at) * cast($4 as double precision))`;
  return {
    take: `insert into rate_limits (bucket, tokens, updated_at, full_at)
      values ($1, cast($2 as double precision) - 1, cast($3 as bigint), cast($3 as bigint) + cast(ceil(1 / cast($4 as double precision)) as bigint))
      on conflict (bucket) do update set
        tokens = ${available} - 1,
        updated_at = cast($3 as bigint),
        full_at = cast($3 as bigint) + cast(ceil((cast($2 as double precision) - (${available} - 1)) / cast($4 as double precision)) as bigint)
      where ${available} >= 1
      returning tokens`,
    read: "select tokens, updated_at from rate_limits where bucket = $1",
    sweep: "delete from rate_limits where full_at < $1",
  };
}

/**
 * @param {{ db: import("./types.d.mts").Db, name: string } & Partial<RateLimitOptions>} options
 *   name: the limit's own name (`forms`, `form-keys`, `consent-log`, `checkout` …), so limits never share a bucket
 */
export function createRateLimiter(options) {
  const { db, name, capacity, windowMs, sweepEveryMs, clock } = { ...defaultRateLimitOptions, ...options };
  const perMs = capacity / windowMs;
  const sql = statements(db.dialect);
  let sweptAt = clock();

  /** Rows of full buckets go; a failure only leaves them for the next sweep. @param {number} now */
  function sweep(now) {
    if (now - sweptAt < sweepEveryMs) return;
    sweptAt = now;
    db.run(sql.sweep, [now]).catch((error) => console.error(`Rate limit ${name}: sweep failed:`, error.message));
  }

  return {
    name,
    /**
     * Spends one attempt of `key`; when none is left, says how long until one is.
     * @param {string} key what the limit counts by (rateLimitKey(address): an IPv4 address or an IPv6 /64)
     * @returns {Promise<RateLimitResult>}
     */
    async take(key) {
      const now = clock();
      const bucket = `${name}:${key}`;
      sweep(now);
      const taken = await db.query(sql.take, [bucket, capacity, now, perMs]);
      if (taken.length > 0) return { allowed: true };
      const [row] = await db.query(sql.read, [bucket]);
      const tokens = row ? Math.min(capacity, Number(row.tokens) + Math.max(0, now - Number(row.updated_at)) * perMs) : 0;
      return { allowed: false, retryAfterMs: Math.max(1, Math.ceil((1 - tokens) / perMs)) };
    },
  };
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */

const RATE = /^(\d{1,6})\/(\d{1,6})$/;

/**
 * A limit from the environment, written `{attempts}/{minutes}` (`FORM_RATE_LIMIT=10/10`):
 * the attempts one address may make in a burst and the time in which they fill again.
 * @param {Record<string, string | undefined>} env @param {string} name
 * @returns {{ capacity?: number, windowMs?: number }} empty when unset
 */
export function rateLimitFromEnv(env, name) {
  const rate = env[name]?.trim();
  if (!rate) return {};
  const match = RATE.exec(rate);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${name} must read attempts/minutes, such as "10/10"; received "${rate}"`);
  return { capacity: Number(match[1]), windowMs: Number(match[2]) * 60_000 };
}
