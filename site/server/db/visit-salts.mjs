// @ts-check
/**
 * The visit counting's daily salts (docs/behaviour/visits.md#unique-visitors): one random
 * salt per UTC day, shared by every server instance through the database and deleted
 * once its day is over, so a visitor hash can never be made again from an address. The
 * consent log has salts of its own (visitor-salts.mjs), kept by its own rules.
 */
import { randomBytes } from "node:crypto";

/** @param {import("./types.d.mts").Db} db */
export function createVisitSalts(db) {
  return {
    /**
     * The salt of `day`, made by whichever instance asks first; earlier days' salts go then.
     * @param {string} day "2026-03-14"
     */
    async saltFor(day) {
      const inserted = await db.run("insert into visit_salts (day, salt, created_at) values ($1, $2, $3) on conflict (day) do nothing", [
        day,
        randomBytes(32).toString("base64url"),
        Date.now(),
      ]);
      if (inserted.changes > 0) await db.run("delete from visit_salts where day < $1", [day]);
      const [row] = await db.query("select salt from visit_salts where day = $1", [day]);
      if (!row) throw new Error(`no visit salt for ${day}`);
      return String(row.salt);
    },
    /** Days that still have a salt. */
    async days() {
      return (await db.query("select day from visit_salts order by day")).map((row) => String(row.day));
    },
  };
}
