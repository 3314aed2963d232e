// @ts-check
/**
 * The payment provider's session, for the outcome page of an order whose payment event has
 * not come in yet (docs/behaviour/shop.md#checkout). Every request for one session within
 * `MEMORY_MS` shares one call, so reloading the page, or a flood of requests naming the
 * same session, asks the provider once.
 */

/** How long an answer of the provider is reused. */
const MEMORY_MS = 5_000;

/**
 * @param {import("./payments.mjs").Payments | undefined} payments
 * @param {{ clock?: () => number }} [options]
 */
export function createSessionReader(payments, { clock = Date.now } = {}) {
  /** @type {Map<string, { at: number, session: Promise<Awaited<ReturnType<import("./payments.mjs").Payments["retrieveSession"]>> | undefined> }>} */
  const recent = new Map();
  return {
    /** The session, or undefined when the provider does not know it or could not be asked. @param {string} id */
    read(id) {
      if (!payments) return Promise.resolve(undefined);
      const now = clock();
      for (const [key, entry] of recent) if (now - entry.at >= MEMORY_MS) recent.delete(key);
      const entry = recent.get(id) ?? { at: now, session: payments.retrieveSession(id).catch(() => undefined) };
      recent.set(id, entry);
      return entry.session;
    },
  };
}
