// @ts-check
/**
 * The visit counting's daily salts (docs/behaviour/visits.md#unique-visitors): one random
 * salt per UTC day, shared by every server instance through the database and deleted
 * once its day is over, so a visitor hash can never be made again from an address. The
 * consent log has salts of its own (visitor-salts.mjs), kept by its own rules.
 */
import { createRotatingSalts } from "./rotating-salts.mjs";

/** @param {import("./types.d.mts").Db} db */
export function createVisitSalts(db) {
  const salts = createRotatingSalts(db, "visit_salts");
  /** `saltFor("2026-03-14")`; `days()`: the days that still have a salt. */
  return { saltFor: salts.saltFor, days: salts.kept };
}
