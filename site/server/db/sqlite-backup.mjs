// @ts-check
/**
 * Backup and restore of the embedded database (docs/operations.md#backups,
 * docs/decisions/034-operations.md).
 *
 * A backup is taken while the site serves, with SQLite's online backup API: every page
 * is copied in one step, inside one read transaction, so the copy is the database as it
 * was at one moment (write-ahead logging lets the server go on writing meanwhile). It is
 * written beside its final name, checked, made a single self-contained file (no
 * write-ahead log), and renamed into place: a backup file is whole or absent.
 *
 * A restore refuses while any other connection has the database open (a running server,
 * or the studio showing the orders: SQLite will not leave write-ahead logging while another
 * connection uses the file), refuses a file that is not a sound Vitrine database, comes
 * from a newer release, or lacks the triggers its migrations made (the consent log's
 * append-only rules, docs/decisions/028-proof-of-consent.md),
 * keeps a copy of the database it replaces, and swaps the backup in with one rename:
 * the site's data is the old or the new, never half of each.
 */
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { knownVersions, migrationsFor } from "./migrate.mjs";
import { checkSchemaVersion } from "./schema-version.mjs";

/** The tables an owner counts on, reported after a backup or a restore. */
const COUNTED = ["consent_log", "submissions"];
/** Copy every page in one step (the first step only counts them): one read transaction, one moment. */
const ALL_PAGES = 0x7fffffff;
/** How long a restore waits for another connection to let go of the database. */
const BUSY_MS = 250;

/** A time as a file name's part: `2026-11-29T12-00-00-000Z`. @param {number} now */
export const stamp = (now) => new Date(now).toISOString().replace(/[:.]/g, "-");

/** Writes `file` through to the disk. @param {string} file */
export function syncFile(file) {
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * What a database file holds: its schema version and row counts; throws when it is not a sound Vitrine database.
 * @param {string} file
 */
export function describeDatabase(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`${file} is damaged (SQLite's check says: ${check}).`);
    const tables = new Set(db.prepare("select name from sqlite_master where type = 'table'").pluck().all());
    if (!tables.has("schema_migrations")) throw new Error(`${file} is not a Vitrine database (it has no schema_migrations table).`);
    const migrations = /** @type {{ version: string, name: string }[]} */ (db.prepare("select version, name from schema_migrations").all());
    /** @type {Record<string, number>} */
    const rows = {};
    for (const table of COUNTED) if (tables.has(table)) rows[table] = Number(db.prepare(`select count(*) from ${table}`).pluck().get());
    return { schemaVersion: migrations.map((m) => m.version).sort().at(-1) ?? "none", migrations, rows };
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === "SQLITE_NOTADB") throw new Error(`${file} is not an SQLite database.`, { cause: error });
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Copies the live database to `to` (a file name) or into `dir` (a new dated file).
 * @param {{ file: string, to?: string, dir?: string, now?: number }} options
 */
export async function backupSqlite({ file, to, dir = path.join(path.dirname(file), "backups"), now = Date.now() }) {
  if (!existsSync(file)) throw new Error(`There is no database at ${file} (VITRINE_DATA_DIR) to back up.`);
  const target = path.resolve(to ?? path.join(dir, `vitrine-${stamp(now)}.sqlite`));
  if (existsSync(target)) throw new Error(`${target} exists already; choose another name.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  // What a stopped run left is no backup: made again, readable by its owner alone before
  // SQLite fills it (it holds the consent log and the orders).
  rmSync(partial, { force: true });
  writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
  const started = performance.now();
  /** @type {InstanceType<typeof Database> | undefined} */
  let source;
  try {
    source = new Database(file, { fileMustExist: true });
    await source.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source?.close();
  }
  try {
    // One file: the copy leaves write-ahead logging, so it needs no -wal beside it.
    const copy = new Database(partial, { fileMustExist: true });
    copy.pragma("journal_mode = DELETE");
    copy.close();
    const described = describeDatabase(partial);
    syncFile(partial);
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, ms: performance.now() - started, ...described };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Takes the live database for the restore: fails when another connection has it open.
 * @param {string} file
 */
function takeExclusively(file) {
  const db = new Database(file, { fileMustExist: true, timeout: BUSY_MS });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    // Leaving write-ahead logging needs every other connection gone; the lock is then kept until close.
    db.pragma("journal_mode = DELETE");
    db.exec("begin exclusive; commit");
    return db;
  } catch (error) {
    db.close();
    if (/** @type {{ code?: string }} */ (error).code === "SQLITE_BUSY") {
      throw new Error(
        "The site's database is in use: the studio or the site's server has it open. Close the studio and stop the server (systemctl stop vitrine), then restore again. Nothing was changed.",
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * The triggers (name → SQL) the migrations `versions` make on an empty database: what a
 * database that recorded them must have.
 * @param {string[]} versions
 */
function triggersMadeBy(versions) {
  const db = new Database(":memory:");
  try {
    db.function("vitrine_retention", { deterministic: true }, () => 0);
    for (const step of migrationsFor("sqlite")) if (versions.includes(step.version)) db.exec(step.sql);
    return triggersOf(db);
  } finally {
    db.close();
  }
}

/** @param {import("better-sqlite3").Database} db @returns {Map<string, string>} */
const triggersOf = (db) => new Map(/** @type {[string, string][]} */ (db.prepare("select name, sql from sqlite_master where type = 'trigger'").raw().all()));

/**
 * Refuses a database to restore that is newer than this release, or whose triggers are not
 * the ones its migrations made: removed or changed by hand, the consent log could be rewritten.
 * @param {string} source the backup's name, for the messages
 * @param {string} file the database file to check
 */
export function checkRestorable(source, file) {
  const backup = describeDatabase(file);
  try {
    checkSchemaVersion(backup.migrations, knownVersions("sqlite"));
  } catch (error) {
    throw new Error(`The backup ${source} comes from a newer release of Vitrine (schema version ${backup.schemaVersion}): upgrade Vitrine before restoring it. Nothing was changed.`, { cause: error });
  }
  const expected = triggersMadeBy(backup.migrations.map((m) => m.version));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const found = triggersOf(db);
  db.close();
  const missing = [...expected].filter(([name, sql]) => found.get(name) !== sql).map(([name]) => name);
  const extra = [...found.keys()].filter((name) => !expected.has(name));
  if (missing.length || extra.length) {
    const what = [missing.length ? `missing or changed: ${missing.join(", ")}` : "", extra.length ? `not made by Vitrine: ${extra.join(", ")}` : ""].filter(Boolean).join("; ");
    throw new Error(
      `The backup ${source} was changed by hand: its database lacks the rules that keep the consent log unchanged (triggers ${what}). Restoring it would let the proof of consent be rewritten, so it is refused. Nothing was changed.`,
    );
  }
  return backup;
}

/**
 * Puts the backup `from` in place of the live database `file`.
 * @param {{ file: string, from: string, now?: number, name?: string, alongside?: () => { undo: () => void } }} options
 *   name: how the messages name the backup (the whole backup file, when `from` was taken out of it);
 *   alongside: what else the restore swaps in while it holds the database (the words and pictures),
 *   undone when the database's own swap fails
 */
export function restoreSqlite({ file, from, now = Date.now(), name, alongside }) {
  const source = path.resolve(from);
  if (!existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  checkRestorable(name ?? source, source);
  mkdirSync(path.dirname(file), { recursive: true });
  const live = existsSync(file) ? takeExclusively(file) : undefined;
  const incoming = `${file}.restoring-${process.pid}`;
  let kept;
  try {
    if (live) {
      kept = `${file}.before-restore-${stamp(now)}`;
      copyFileSync(file, kept);
    }
    copyFileSync(source, incoming);
    syncFile(incoming);
    const others = alongside?.();
    try {
      // The old database's leftovers must not be read as the new one's.
      for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(`${file}${suffix}`, { force: true });
      renameSync(incoming, file);
    } catch (error) {
      others?.undo();
      throw error;
    }
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  } finally {
    live?.close();
  }
  return { file, from: source, kept, ...describeDatabase(file) };
}
