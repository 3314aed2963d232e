import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { consentRecord } from "../../app/consent/consent-log";
import { main as backupMain } from "../cli/backup.mjs";
import { main as restoreMain } from "../cli/restore.mjs";
import { startServe } from "../serve-process";
import { makeBuild } from "../test-support";
import { migrate, MIGRATIONS_DIR } from "./migrate.mjs";
import { openSqlite } from "./sqlite.mjs";
import { describeDatabase } from "./sqlite-backup.mjs";

/**
 * `npm run backup` and `npm run restore` on the embedded database
 * (docs/operations.md#backups): a backup taken while the server stores consent events
 * holds every event acknowledged before it began, whole; a restore refuses while the
 * server runs, and brings back exactly the backup's rows.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-backup-"));
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(temp, { recursive: true, force: true });
});

const cli = (name: "backup" | "restore") => fileURLToPath(new URL(`../cli/${name}.mjs`, import.meta.url));

function run(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [cli(name), ...args], { env: { ...process.env, DATABASE_URL: "", ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

type Row = Record<string, unknown>;
const rowsOf = (file: string): Row[] => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("select * from consent_log order by id").all() as Row[];
  } finally {
    db.close();
  }
};

const eventBody = (consentId: string) =>
  JSON.stringify(
    consentRecord(
      { consent: "yes", allowed: ["necessary", "analytics"], categories: { necessary: true, analytics: true }, services: {}, layer: 1, control: "notice", method: "accept-all", reloading: false },
      { consentId, page: "/shop" },
    ),
  );

describe("backup and restore of the embedded database", () => {
  it("backs up while the server stores events, refuses to restore under it, and restores every row of the backup", async () => {
    const dataDir = path.join(temp, "live");
    const env = { VITRINE_DATA_DIR: dataDir };
    const liveFile = path.join(dataDir, "vitrine.sqlite");
    const build = makeBuild({ "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>" });
    cleanups.push(() => rmSync(build, { recursive: true, force: true }));
    // Visitors from many addresses (through a proxy), so the per-address limit never refuses one.
    const server = await startServe({ ...env, VITRINE_OUT_DIR: build, TRUST_PROXY: "1", LOG_LEVEL: "warn" });
    cleanups.push(() => server.child.kill("SIGKILL"));

    const acked: string[] = [];
    let sent = 0;
    let writing = true;
    const writer = async () => {
      while (writing) {
        const n = ++sent;
        const consentId = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
        const response = await fetch(`${server.origin}/api/consent`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: eventBody(consentId),
        });
        expect(response.status).toBe(204);
        acked.push(consentId);
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    const waitForAcked = async (count: number) => {
      while (acked.length < count) await new Promise((resolve) => setImmediate(resolve));
    };

    await waitForAcked(300);
    const ackedBefore = [...acked];
    const backupFile = path.join(temp, "nightly.sqlite");
    const backup = await run("backup", ["--out", backupFile], env);
    const ackedAfterBackup = acked.length;
    await waitForAcked(ackedAfterBackup + 200);
    writing = false;
    await writers;

    expect(backup).toMatchObject({ code: 0, stderr: "" });
    // The server stored events while the backup ran.
    expect(ackedAfterBackup).toBeGreaterThan(ackedBefore.length);
    expect(backup.stdout).toMatch(new RegExp(`^Backed up to ${backupFile}: \\d+\\.\\d MB, schema version \\d{3}, \\d+ consent events, 0 form submissions, in \\d+\\.\\d\\d s\\.\\n$`));
    const backedUp = rowsOf(backupFile);
    const backedUpIds = new Set(backedUp.map((row) => row.consent_id));
    expect(backedUp.length).toBeGreaterThanOrEqual(ackedBefore.length);
    expect(backedUp.length).toBeLessThanOrEqual(ackedAfterBackup);
    expect(ackedBefore.filter((id) => !backedUpIds.has(id))).toEqual([]);
    expect(describeDatabase(backupFile).rows.consent_log).toBe(backedUp.length);

    // While the server holds the database, a restore changes nothing.
    const refused = await run("restore", [backupFile], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`The database at ${liveFile} is in use, by a running server or another command. Stop the server first`);
    expect(rowsOf(liveFile)).toHaveLength(acked.length);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const live = rowsOf(liveFile);
    expect(live).toHaveLength(acked.length);
    // Every backed-up row is whole: the same as the live database's row.
    const liveById = new Map(live.map((row) => [row.id, row]));
    expect(backedUp.filter((row) => JSON.stringify(liveById.get(row.id)) !== JSON.stringify(row))).toEqual([]);

    const restored = await run("restore", [backupFile], env);
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    const kept = /kept as (\S+)\. /.exec(restored.stdout)?.[1];
    expect(restored.stdout).toContain(`Restored ${backupFile} to ${liveFile}: schema version`);
    expect(rowsOf(liveFile)).toEqual(backedUp);
    expect(rowsOf(kept!)).toEqual(live);

    // The site starts again on the restored database.
    const again = await startServe({ ...env, VITRINE_OUT_DIR: build });
    cleanups.push(() => again.child.kill("SIGKILL"));
    expect(await (await fetch(`${again.origin}/readyz`)).json()).toEqual({ status: "ready", checks: { database: "ok", build: "ok" } });
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 120_000);

  it("refuses what is not a sound Vitrine backup, or comes from a newer release, and leaves the database as it was", async () => {
    const dataDir = path.join(temp, "refusals");
    const db = openSqlite({ file: path.join(dataDir, "vitrine.sqlite") });
    await migrate(db);
    await db.close();
    const before = readFileSync(path.join(dataDir, "vitrine.sqlite"));
    const env = { VITRINE_DATA_DIR: dataDir };

    const text = path.join(temp, "notes.txt");
    writeFileSync(text, "not a database, but long enough to have a header of a hundred bytes ".repeat(3));
    await expect(restoreMain([text], env)).rejects.toThrow(`${text} is not an SQLite database.`);

    const other = path.join(temp, "other.sqlite");
    new Database(other).exec("create table notes (text)").close();
    await expect(restoreMain([other], env)).rejects.toThrow(`${other} is not a Vitrine database (it has no schema_migrations table).`);

    const newer = path.join(temp, "newer-migrations");
    cpSync(MIGRATIONS_DIR, newer, { recursive: true });
    writeFileSync(path.join(newer, "999-gift-cards.sql"), "create table gift_cards (id text primary key);");
    const future = openSqlite({ file: path.join(temp, "future", "vitrine.sqlite") });
    await migrate(future, { dir: newer });
    await future.close();
    const futureBackup = path.join(temp, "future.sqlite");
    await backupMain(["--out", futureBackup], { VITRINE_DATA_DIR: path.join(temp, "future") });
    await expect(restoreMain([futureBackup], env)).rejects.toThrow(`The backup ${futureBackup} comes from a newer release of Vitrine (schema version 999): upgrade Vitrine before restoring it. Nothing was changed.`);

    await expect(restoreMain([], env)).rejects.toThrow("Name the backup to restore: npm run restore -- <file>");
    expect(readFileSync(path.join(dataDir, "vitrine.sqlite")).equals(before)).toBe(true);
  });

  it("says how to back up and restore PostgreSQL when DATABASE_URL is set", async () => {
    const env = { DATABASE_URL: "postgres://vitrine:secret@db.example:5432/vitrine" };
    const backup = backupMain([], env);
    await expect(backup).rejects.toThrow('DATABASE_URL is set: the data is in PostgreSQL, which this command does not back up. Use PostgreSQL\'s own tool: pg_dump --format=custom');
    await expect(restoreMain(["x.dump"], env)).rejects.toThrow("pg_restore --clean --if-exists --single-transaction");
    await backup.catch((error: Error) => expect(error.message).not.toContain("secret"));
  });
});
