import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { consentRecord } from "../../app/consent/consent-log";
import { readArchive, writeArchive } from "../backup/archive.mjs";
import { openOrderBook } from "../shop/shop.mjs";
import { main as backupMain } from "../cli/backup.mjs";
import { main as restoreMain } from "../cli/restore.mjs";
import { startServe } from "../serve-process";
import { makeBuild } from "../test-support";
import { knownVersions, migrate, MIGRATIONS_DIR } from "./migrate.mjs";
import { openSqlite } from "./sqlite.mjs";
import { backupSqlite, describeDatabase } from "./sqlite-backup.mjs";

/** The schema version a database made today has: the last step of the migrations. */
const latest = knownVersions("sqlite").at(-1);

/**
 * `npm run backup` and `npm run restore` (docs/operations.md#backups): one file holding
 * the embedded database, the content folder and the images. A backup taken while the
 * server stores consent events holds every event acknowledged before it began, whole; a
 * restore refuses while the server or the studio holds the database, checks the whole
 * backup before it replaces anything, and brings back exactly the backup's rows and files.
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

/** A site folder of its own for each test: a restore replaces its words and pictures. */
function siteIn(dir: string, files: Record<string, string> = { "content/settings/site.yaml": "name: Test\n" }) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return path.join(dir, "content");
}

/** The database a backup file holds, taken out of it. */
async function databaseIn(backup: string) {
  const out = path.join(mkdtempSync(path.join(temp, "unpacked-")), "vitrine.sqlite");
  await readArchive(backup, (header) => (header.name === "database/vitrine.sqlite" ? out : undefined));
  return out;
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
    const env = { VITRINE_DATA_DIR: dataDir, VITRINE_CONTENT_DIR: siteIn(path.join(temp, "live-site")) };
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
    const backupFile = path.join(temp, "nightly.tar.gz");
    const backup = await run("backup", ["--out", backupFile], env);
    const ackedAfterBackup = acked.length;
    await waitForAcked(ackedAfterBackup + 200);
    writing = false;
    await writers;

    expect(backup).toMatchObject({ code: 0, stderr: "" });
    // The server stored events while the backup ran.
    expect(ackedAfterBackup).toBeGreaterThan(ackedBefore.length);
    expect(backup.stdout).toMatch(
      new RegExp(`^Backed up to ${backupFile}: \\d+\\.\\d MB, schema version \\d{3}, \\d+ consent events, 0 form submissions; 1 content file \\(words, drafts, settings, redirects\\) and 0 images; in \\d+\\.\\d\\d s\\.\\n$`),
    );
    const backedUpFile = await databaseIn(backupFile);
    const backedUp = rowsOf(backedUpFile);
    const backedUpIds = new Set(backedUp.map((row) => row.consent_id));
    expect(backedUp.length).toBeGreaterThanOrEqual(ackedBefore.length);
    expect(backedUp.length).toBeLessThanOrEqual(ackedAfterBackup);
    expect(ackedBefore.filter((id) => !backedUpIds.has(id))).toEqual([]);
    expect(describeDatabase(backedUpFile).rows.consent_log).toBe(backedUp.length);

    // While the server holds the database, a restore changes nothing.
    const refused = await run("restore", [backupFile], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("The site's database is in use: the studio or the site's server has it open.");
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
    expect(restored.stdout).toContain(`Restored ${backupFile} to ${liveFile}: the database (schema version`);
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
    const env = { VITRINE_DATA_DIR: dataDir, VITRINE_CONTENT_DIR: siteIn(path.join(temp, "refusals-site")) };

    const text = path.join(temp, "notes.txt");
    writeFileSync(text, "not a database, but long enough to have a header of a hundred bytes ".repeat(3));
    await expect(restoreMain([text], env)).rejects.toThrow(`${text} is not a Vitrine backup (it is not a compressed archive). Nothing was changed.`);

    const other = path.join(temp, "other.sqlite");
    new Database(other).exec("create table notes (text)").close();
    await expect(restoreMain([other], env)).rejects.toThrow(`${other} is not a Vitrine database (it has no schema_migrations table).`);

    const newer = path.join(temp, "newer-migrations");
    cpSync(MIGRATIONS_DIR, newer, { recursive: true });
    writeFileSync(path.join(newer, "999-gift-cards.sql"), "create table gift_cards (id text primary key);");
    const future = openSqlite({ file: path.join(temp, "future", "vitrine.sqlite") });
    await migrate(future, { dir: newer });
    await future.close();
    const futureBackup = path.join(temp, "future.tar.gz");
    await backupMain(["--out", futureBackup], { VITRINE_DATA_DIR: path.join(temp, "future"), VITRINE_CONTENT_DIR: siteIn(path.join(temp, "future-site")) });
    await expect(restoreMain([futureBackup], env)).rejects.toThrow(`The backup ${futureBackup} comes from a newer release of Vitrine (schema version 999): upgrade Vitrine before restoring it. Nothing was changed.`);

    await expect(restoreMain([], env)).rejects.toThrow("Name the backup to restore: npm run restore -- <file>");
    expect(readFileSync(path.join(dataDir, "vitrine.sqlite")).equals(before)).toBe(true);
  });

  it("backs up the database, the content (drafts and redirects included) and the images in one file for its owner alone, and restores all of it, keeping what it replaced", async () => {
    const site = path.join(temp, "whole-site");
    const files = {
      "content/settings/site.yaml": "name: Atelier\n",
      "content/settings/redirects.yaml": "- from: /old\n  to: /new\n",
      "content/drafts/pages/about.yaml": "title: About (draft)\n",
      "content/posts/first-firing.md": "---\ntitle: First firing\n---\nAsh and fire.\n",
      "public/media/kiln-480.webp": "webp bytes",
    };
    const env = { VITRINE_DATA_DIR: path.join(temp, "whole-data"), VITRINE_CONTENT_DIR: siteIn(site, files) };
    const db = openSqlite({ file: path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite") });
    await migrate(db);
    await db.run("insert into submissions (id, form, page, fields, received_at) values ('s1', 'contact', '/contact', '{}', 1)");
    await db.close();

    const backupFile = path.join(temp, "whole.tar.gz");
    expect(await backupMain(["--out", backupFile], env)).toContain("1 form submissions; 4 content files (words, drafts, settings, redirects) and 1 image;");
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(await backupMain([], env)).toMatch(/^Backed up to .*\/backups\/vitrine-[\dT-]+Z\.tar\.gz: /);

    // The owner works on: a draft changed, a redirect and a picture gone, a page added.
    writeFileSync(path.join(site, "content/drafts/pages/about.yaml"), "title: About (rewritten)\n");
    rmSync(path.join(site, "content/settings/redirects.yaml"));
    rmSync(path.join(site, "public/media/kiln-480.webp"));
    writeFileSync(path.join(site, "content/posts/second.md"), "new\n");

    expect(await restoreMain(["--check", backupFile], env)).toBe(
      `${backupFile} holds the database (schema version ${latest}, 0 consent events, 1 form submissions); 4 content files (words, drafts, settings, redirects) and 1 image. Nothing was changed.\n`,
    );
    expect(readFileSync(path.join(site, "content/drafts/pages/about.yaml"), "utf8")).toBe("title: About (rewritten)\n");

    const restored = await restoreMain([backupFile], env);
    for (const [name, text] of Object.entries(files)) expect(readFileSync(path.join(site, name), "utf8")).toBe(text);
    expect(existsSync(path.join(site, "content/posts/second.md"))).toBe(false);
    expect(describeDatabase(path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite")).rows.submissions).toBe(1);
    const keptWords = /The words and pictures it replaced are kept in (\S+)\. /.exec(restored)?.[1];
    expect(readFileSync(path.join(keptWords!, "content/posts/second.md"), "utf8")).toBe("new\n");
    expect(readFileSync(path.join(keptWords!, "content/drafts/pages/about.yaml"), "utf8")).toBe("title: About (rewritten)\n");
  });

  it("checks the whole backup before it replaces anything: one cut short, or missing a file its list names, changes nothing", async () => {
    const site = path.join(temp, "checked-site");
    const env = { VITRINE_DATA_DIR: path.join(temp, "checked-data"), VITRINE_CONTENT_DIR: siteIn(site) };
    const db = openSqlite({ file: path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite") });
    await migrate(db);
    await db.close();
    const backupFile = path.join(temp, "checked.tar.gz");
    await backupMain(["--out", backupFile], env);
    writeFileSync(path.join(site, "content/settings/site.yaml"), "name: Changed since\n");
    const liveBefore = readFileSync(path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite"));

    const cut = path.join(temp, "cut.tar.gz");
    writeFileSync(cut, readFileSync(backupFile).subarray(0, 2000));
    await expect(restoreMain([cut], env)).rejects.toThrow(`${cut} is not a whole backup: it ends early or is damaged`);

    // A whole archive whose list names a content file it does not hold.
    const unpacked = mkdtempSync(path.join(temp, "parts-"));
    const entries: { name: string; bytes: Buffer }[] = [];
    await readArchive(backupFile, (header) => {
      const out = path.join(unpacked, String(entries.length));
      entries.push({ name: header.name, bytes: Buffer.alloc(0) });
      return out;
    });
    const parts = entries.map((entry, i) => ({ name: entry.name, bytes: readFileSync(path.join(unpacked, String(i))) })).filter((entry) => !entry.name.startsWith("content/"));
    const short = path.join(temp, "short.tar.gz");
    await writeArchive(short, parts);
    await expect(restoreMain([short], env)).rejects.toThrow(`${short} is not a whole backup: its list names 1 content files, it holds 0. Nothing was changed.`);

    expect(readFileSync(path.join(site, "content/settings/site.yaml"), "utf8")).toBe("name: Changed since\n");
    expect(readFileSync(path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite")).equals(liveBefore)).toBe(true);
    expect(existsSync(path.join(temp, "checked-site", `.restoring-${process.pid}`))).toBe(false);
  });

  it("refuses a backup whose database lost the consent log's append-only triggers", async () => {
    const env = { VITRINE_DATA_DIR: path.join(temp, "tampered"), VITRINE_CONTENT_DIR: siteIn(path.join(temp, "tampered-site")) };
    const file = path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite");
    const db = openSqlite({ file });
    await migrate(db);
    await db.close();
    const handled = new Database(file);
    handled.exec("drop trigger consent_log_append_only; drop trigger consent_log_deleted_only_by_retention");
    handled.close();
    const backupFile = path.join(temp, "tampered.tar.gz");
    await backupMain(["--out", backupFile], env);
    await expect(restoreMain([backupFile], env)).rejects.toThrow(
      `The backup ${backupFile} was changed by hand: its database lacks the rules that keep the consent log unchanged (triggers missing or changed: consent_log_append_only, consent_log_deleted_only_by_retention).`,
    );
  });

  it("refuses while the studio holds the database, and says so in plain words", async () => {
    const env = { VITRINE_DATA_DIR: path.join(temp, "studio-open"), VITRINE_CONTENT_DIR: siteIn(path.join(temp, "studio-site")) };
    const backupFile = path.join(temp, "studio.tar.gz");
    const db = openSqlite({ file: path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite") });
    await migrate(db);
    await db.close();
    await backupMain(["--out", backupFile], env);
    // The studio's Orders screen opens the database and keeps it open.
    const studio = openOrderBook(env);
    await studio.list({});
    await expect(restoreMain([backupFile], env)).rejects.toThrow(
      "The site's database is in use: the studio or the site's server has it open. Close the studio and stop the server (systemctl stop vitrine), then restore again. Nothing was changed.",
    );
    await studio.close();
  });

  it("still restores a backup of the database alone, made before the words and pictures were in it, leaving them as they are", async () => {
    const site = path.join(temp, "older-site");
    const env = { VITRINE_DATA_DIR: path.join(temp, "older-data"), VITRINE_CONTENT_DIR: siteIn(site) };
    const file = path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite");
    const db = openSqlite({ file });
    await migrate(db);
    await db.close();
    const older = path.join(temp, "vitrine-older.sqlite");
    await backupSqlite({ file, to: older });
    expect(statSync(older).mode & 0o777).toBe(0o600);
    writeFileSync(path.join(site, "content/settings/site.yaml"), "name: Kept\n");
    expect(await restoreMain([older], env)).toContain(`Restored ${older} to ${file}: the database (schema version ${latest}, 0 consent events, 0 form submissions); no words or pictures`);
    expect(readFileSync(path.join(site, "content/settings/site.yaml"), "utf8")).toBe("name: Kept\n");
  });

  it("says how to back up and restore PostgreSQL when DATABASE_URL is set", async () => {
    const env = { DATABASE_URL: "postgres://vitrine:secret@db.example:5432/vitrine" };
    const backup = backupMain([], env);
    await expect(backup).rejects.toThrow('DATABASE_URL is set: the data is in PostgreSQL, which this command does not back up. Use PostgreSQL\'s own tool: pg_dump --format=custom');
    await expect(restoreMain(["x.dump"], env)).rejects.toThrow("pg_restore --clean --if-exists --single-transaction");
    await backup.catch((error: Error) => expect(error.message).not.toContain("secret"));
  });
});
