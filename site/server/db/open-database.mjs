// @ts-check
/**
 * Opens the site's database from the environment (docs/server.md, "Database"):
 * `DATABASE_URL=postgres://…` for PostgreSQL, otherwise the embedded SQLite file in the
 * data folder (`VITRINE_DATA_DIR`, default `site/data`). Migrations run before it is
 * handed out, so every server instance starts on the current schema.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "./migrate.mjs";

/** The data folder when none is configured (kept out of git). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../data", import.meta.url));
const SQLITE_FILE = "vitrine.sqlite";

/** The embedded database's file (its backup and restore use it too). @param {{ VITRINE_DATA_DIR?: string }} env */
export const sqliteFileFor = (env) => path.join(path.resolve(env.VITRINE_DATA_DIR || DEFAULT_DATA_DIR), SQLITE_FILE);

/**
 * @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string }} env
 * @returns {Promise<{ db: import("./types.d.mts").Db, applied: string[] }>}
 */
export async function openDatabase(env) {
  const url = env.DATABASE_URL?.trim();
  let db;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, received "${url.split(":")[0]}:…"`);
    const { openPostgres } = await import("./postgres.mjs");
    db = openPostgres({ url });
  } else {
    const { openSqlite } = await import("./sqlite.mjs");
    db = openSqlite({ file: sqliteFileFor(env) });
  }
  try {
    const applied = await migrate(db);
    // Schema changes are the migrations' alone (docs/decisions/028-proof-of-consent.md).
    db.seal();
    return { db, applied };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The site's database opened at its first use and kept open until `close`, for what reads it
 * now and then (the studio's order book, inbox and visit report). A failed open is not kept:
 * the next use tries again, for the database may come back.
 * @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string }} env
 */
export function openDatabaseOnUse(env) {
  /** @type {Promise<import("./types.d.mts").Db> | undefined} */
  let opening;
  return {
    /** @returns {Promise<import("./types.d.mts").Db>} */
    get() {
      opening ??= openDatabase(env).then(
        ({ db }) => db,
        (error) => {
          opening = undefined;
          throw error;
        },
      );
      return opening;
    },
    /** Closes it if it was opened. */
    async close() {
      if (opening) await (await opening.catch(() => undefined))?.close();
    },
  };
}
