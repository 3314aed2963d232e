// @ts-check
/**
 * The consent log's rotating salts (docs/decisions/028-proof-of-consent.md): one random
 * salt per period, shared by every server instance through the database; the salts of
 * past periods are deleted, so a hash made with them can never be recomputed from an
 * address again.
 */
import { randomBytes } from "node:crypto";

/** @param {import("./types.d.mts").Db} db */
export function createSaltStore(db) {
  return {
    /**
     * The salt of `period`, created by whichever instance asks first; earlier periods' salts are removed then (periods sort as text: "2026-03-14").
     * @param {string} period e.g. "2026-03-14"
     */
    async saltFor(period) {
      const inserted = await db.run("insert into visitor_salts (period, salt, created_at) values ($1, $2, $3) on conflict (period) do nothing", [
        period,
        randomBytes(32).toString("base64url"),
        Date.now(),
      ]);
      if (inserted.changes > 0) await db.run("delete from visitor_salts where period < $1", [period]);
      const [row] = await db.query("select salt from visitor_salts where period = $1", [period]);
      if (!row) throw new Error(`no visitor salt for ${period}`);
      return String(row.salt);
    },
    /** Periods that still have a salt (tests, and the owner's curiosity). */
    async periods() {
      return (await db.query("select period from visitor_salts order by period")).map((row) => String(row.period));
    },
  };
}
