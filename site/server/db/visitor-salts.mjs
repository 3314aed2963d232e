// @ts-check
/**
 * The consent log's rotating salts (docs/decisions/028-proof-of-consent.md): one random
 * salt per period, shared by every server instance through the database; the salts of
 * past periods are deleted, so a hash made with them can never be recomputed from an
 * address again.
 */
import { createRotatingSalts } from "./rotating-salts.mjs";

/** @param {import("./types.d.mts").Db} db */
export function createSaltStore(db) {
  const salts = createRotatingSalts(db, "visitor_salts");
  /** Periods that still have a salt (tests, and the owner's curiosity). */
  return { saltFor: salts.saltFor, periods: salts.kept };
}
