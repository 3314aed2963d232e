// @ts-check
/**
 * The owner's side of the form submissions, for the studio's Messages screen and its first
 * screen (docs/owner.md#messages): the newest first, new or read, one opened, one deleted.
 * The database is the site server's own (DATABASE_URL, or the embedded file in
 * VITRINE_DATA_DIR), opened on first use and kept open, as the order book opens it
 * (shop/order-book.mjs); from the same connection, what is left of each product, for the
 * first screen's low stock.
 */
import { openDatabaseOnUse } from "../db/open-database.mjs";
import { createSubmissionStore } from "../db/submissions.mjs";
import { unitsLeft } from "../shop/shop.mjs";

/** A submission's id as the store makes them (randomUUID): anything else names none. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string }} env */
export function openMessageBox(env) {
  const database = openDatabaseOnUse(env);
  const db = database.get;
  const store = async () => createSubmissionStore(await db());
  return {
    /** The newest messages first. @param {number} [limit] */
    newest: async (limit) => (await store()).newest(limit),
    /** How many are new (not opened yet). */
    unread: async () => (await store()).unreadCount(),
    /** One message marked read (or new again), as it is now; undefined when there is none. @param {string} id @param {boolean} read */
    async mark(id, read) {
      if (!ID.test(id)) return undefined;
      const messages = await store();
      return (await messages.markRead(id, read)) ? messages.get(id) : undefined;
    },
    /** Deletes one message for good; false when there is none. @param {string} id */
    remove: async (id) => ID.test(id) && (await store()).remove(id),
    /** @param {{ slug: string, stock: number | null, inStock: boolean }[]} products */
    unitsLeft: async (products) => unitsLeft(await db(), products),
    close: database.close,
  };
}
