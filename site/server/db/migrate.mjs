// @ts-check
/**
 * Versioned migrations (docs/decisions/016-database.md): `migrations/NNN-name.sql` runs
 * on both databases; a step whose SQL differs has `NNN-name.postgres.sql` and
 * `NNN-name.sqlite.sql` instead. Each step runs once, in order, in its own transaction,
 * recorded in `schema_migrations` with a checksum. Servers starting at once take turns
 * (a PostgreSQL advisory lock; SQLite's write lock), so each step runs exactly once;
 * a recorded step whose file changed stops the start with a message, and so does a
 * recorded step this release does not have (a newer release ran it: schema-version.mjs).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkSchemaVersion } from "./schema-version.mjs";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
const FILE = /^(\d{3})-([a-z0-9-]+?)(?:\.(postgres|sqlite))?\.sql$/;

/**
 * The steps for a dialect, in order (a restore rebuilds the schema a backup should have from them).
 * @param {"sqlite" | "postgres"} dialect
 * @param {string} [dir]
 */
export function migrationsFor(dialect, dir = MIGRATIONS_DIR) {
  /** @type {Map<string, { version: string, name: string, file: string }>} */
  const steps = new Map();
  for (const file of readdirSync(dir).sort()) {
    const match = FILE.exec(file);
    if (!match) continue;
    const [version, name, only] = /** @type {[string, string, string | undefined]} */ (match.slice(1));
    if (only && only !== dialect) continue;
    if (steps.has(version)) throw new Error(`migrations: two files for version ${version} (${steps.get(version)?.file} and ${file})`);
    steps.set(version, { version, name, file });
  }
  return [...steps.values()].map((step) => {
    const sql = readFileSync(`${dir}/${step.file}`, "utf8");
    return { ...step, sql, checksum: createHash("sha256").update(sql).digest("hex") };
  });
}

/** The schema versions this release's migrations reach (a restored backup must not be newer). @param {"sqlite" | "postgres"} dialect */
export const knownVersions = (dialect) => migrationsFor(dialect).map((step) => step.version);

/**
 * Applies the steps not yet applied; returns their file names.
 * @param {import("./types.d.mts").Db} db
 * @param {{ dir?: string }} [options]
 */
export async function migrate(db, options = {}) {
  const steps = migrationsFor(db.dialect, options.dir);
  // A database already up to date needs no lock and no right to change the schema: a
  // server whose role may only read and write rows starts on it (db/server-role.mjs).
  if (await upToDate(db, steps)) return [];
  return db.withLock(async (locked) => {
    await locked.transaction((tx) =>
      tx.exec("create table if not exists schema_migrations (version text primary key, name text not null, checksum text not null, applied_at bigint not null)"),
    );
    checkSchemaVersion(await locked.query("select version, name from schema_migrations"), steps.map((step) => step.version));
    /** @type {string[]} */
    const applied = [];
    for (const step of steps) {
      // Checked again inside the step's transaction, which holds the write lock.
      const ran = await locked.transaction(async (tx) => {
        const [recorded] = await tx.query("select checksum from schema_migrations where version = $1", [step.version]);
        if (recorded) {
          if (recorded.checksum !== step.checksum) {
            throw new Error(`migrations: ${step.file} was changed after it was applied; add a new migration instead of editing it`);
          }
          return false;
        }
        await tx.exec(step.sql);
        await tx.run("insert into schema_migrations (version, name, checksum, applied_at) values ($1, $2, $3, $4)", [
          step.version,
          step.name,
          step.checksum,
          Date.now(),
        ]);
        return true;
      });
      if (ran) applied.push(step.file);
    }
    return applied;
  }).catch((/** @type {Error & { code?: string }} */ error) => {
    // PostgreSQL's "insufficient privilege".
    if (error.code === "42501") throw new Error(`migrations: this database role may not change the schema (${error.message}); run npm run migrate with the owner's DATABASE_URL first`);
    throw error;
  });
}

/** @param {import("./types.d.mts").Db} db @param {{ version: string, checksum: string }[]} steps */
async function upToDate(db, steps) {
  let rows;
  try {
    rows = await db.query("select version, name, checksum from schema_migrations");
  } catch {
    // No table yet (a new database): the migrations make it.
    return false;
  }
  // A newer release's database is not up to date for this one: refused before anything (schema-version.mjs).
  checkSchemaVersion(rows.map((row) => ({ version: String(row.version), name: String(row.name) })), steps.map((step) => step.version));
  const recorded = new Map(rows.map((row) => [String(row.version), String(row.checksum)]));
  return steps.every((step) => recorded.get(step.version) === step.checksum);
}
