// @ts-check
/**
 * Rotating salts, one random salt per period, shared by every server instance through the
 * database: whichever instance asks first for a period makes its salt and deletes the salts
 * of earlier periods, so a hash made with them can never be made again from an address.
 * The consent log (visitor-salts.mjs) and the visit count (visit-salts.mjs) each keep their
 * own table, by their own rules.
 */
import { randomBytes } from "node:crypto";

/** Each salt table and the column naming its period; a fixed list, so no name reaches SQL from elsewhere. */
const TABLES = /** @type {const} */ ({ visitor_salts: "period", visit_salts: "day" });

/**
 * @param {import("./types.d.mts").Db} db
 * @param {keyof typeof TABLES} table
 */
export function createRotatingSalts(db, table) {
  const key = TABLES[table];
  return {
    /**
     * The salt of `period` ("2026-03-14"; periods sort as text), made by whichever instance asks first.
     * @param {string} period
     */
    async saltFor(period) {
      const inserted = await db.run(`insert into ${table} (${key}, salt, created_at) values ($1, $2, $3) on conflict (${key}) do nothing`, [
        period,
        randomBytes(32).toString("base64url"),
        Date.now(),
      ]);
      if (inserted.changes > 0) await db.run(`delete from ${table} where ${key} < $1`, [period]);
      const [row] = await db.query(`select salt from ${table} where ${key} = $1`, [period]);
      if (!row) throw new Error(`no salt in ${table} for ${period}`);
      return String(row.salt);
    },
    /** The periods that still have a salt. */
    async kept() {
      return (await db.query(`select ${key} from ${table} order by ${key}`)).map((row) => String(row[key]));
    },
  };
}
