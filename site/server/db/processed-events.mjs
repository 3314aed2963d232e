// @ts-check
/**
 * Events handled once, however often they are delivered and by however many server
 * instances (docs/decisions/033-limits-and-idempotency-in-the-database.md): a payment
 * provider retries a webhook until it is answered, and two instances may be handed the
 * same event at once. The event's id is claimed in the same transaction as the
 * handler's writes: a second delivery finds it claimed (on PostgreSQL it waits for the
 * first to commit), and a handler that fails leaves it unclaimed, to be tried again.
 */

/** @param {import("./types.d.mts").Db} db */
export function createProcessedEvents(db) {
  return {
    /**
     * Runs `handler` with the transaction unless the event was handled before. The
     * handler writes through `tx` only and waits on nothing else: on SQLite the
     * transaction holds the database's write lock.
     * @template T
     * @param {{ source: string, eventId: string }} event source: who sends it (`stripe` …); eventId: its id there
     * @param {(tx: import("./types.d.mts").Db) => Promise<T>} handler
     * @param {{ clock?: () => number }} [options]
     * @returns {Promise<{ handled: true, result: T } | { handled: false }>} handled: false for a repeat
     */
    async once({ source, eventId }, handler, { clock = Date.now } = {}) {
      if (!source || !eventId) throw new Error("an event needs its source and id");
      return db.transaction(async (tx) => {
        const claimed = await tx.run("insert into processed_events (source, event_id, processed_at) values ($1, $2, $3) on conflict (source, event_id) do nothing", [
          source,
          eventId,
          clock(),
        ]);
        if (claimed.changes === 0) return /** @type {{ handled: false }} */ ({ handled: false });
        return { handled: /** @type {const} */ (true), result: await handler(tx) };
      });
    },
  };
}
