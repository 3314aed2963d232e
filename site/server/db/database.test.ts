import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createConsentLog } from "./consent-log.mjs";
import { migrate, MIGRATIONS_DIR } from "./migrate.mjs";
import { openDatabase } from "./open-database.mjs";
import { openPostgres } from "./postgres.mjs";
import { openSqlite } from "./sqlite.mjs";
import { ensureSecret } from "./server-secrets.mjs";
import { createSubmissionStore } from "./submissions.mjs";
import { createSaltStore } from "./visitor-salts.mjs";
import { startTestPostgres } from "./test-postgres";
import type { Db } from "./types.d.mts";

/**
 * The repositories and migrations, run against the embedded database always and
 * against a real PostgreSQL server when one can be started (test-postgres.ts): the
 * same code, the same assertions (docs/decisions/016-database.md).
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-db-"));
const postgres = startTestPostgres();
const postgresMissing = typeof postgres === "string" ? postgres : undefined;
if (postgresMissing) {
  if (process.env.VITRINE_REQUIRE_POSTGRES === "1") throw new Error(`VITRINE_REQUIRE_POSTGRES=1 but ${postgresMissing}`);
  console.warn(`Skipping the PostgreSQL repository tests: ${postgresMissing}`);
}
const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
});

let counter = 0;
type Backend = { name: string; env: () => Promise<Record<string, string>>; open: (env: Record<string, string>) => Db };

const backends: Backend[] = [
  {
    name: "embedded SQLite",
    env: async () => ({ VITRINE_DATA_DIR: path.join(temp, `sqlite-${++counter}`) }),
    open: (env) => openSqlite({ file: path.join(env.VITRINE_DATA_DIR!, "vitrine.sqlite") }),
  },
];
if (typeof postgres !== "string") {
  backends.push({
    name: "PostgreSQL",
    env: async () => {
      const name = `vitrine_test_${++counter}`;
      const admin = new pg.Client({ connectionString: postgres.url("postgres") });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return { DATABASE_URL: postgres.url(name) };
    },
    open: (env) => openPostgres({ url: env.DATABASE_URL! }),
  });
}

const openDatabaseScript = fileURLToPath(new URL("./open-database.mjs", import.meta.url));
/** A separate server process starting on `env`: what it migrated. */
async function startInstance(env: Record<string, string>): Promise<string[]> {
  const code = `const { openDatabase } = await import(${JSON.stringify(openDatabaseScript)}); const { db, applied } = await openDatabase(process.env); await db.close(); console.log(JSON.stringify(applied));`;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", code], { env: { ...process.env, DATABASE_URL: "", ...env } });
  return JSON.parse(stdout);
}

describe.each(backends)("$name", (backend) => {
  async function fresh() {
    const env = await backend.env();
    const db = backend.open(env);
    opened.push(db);
    await migrate(db);
    return db;
  }

  describe("migrations", () => {
    it("bring an empty database up to date once, then find nothing to do", async () => {
      const env = await backend.env();
      const { db, applied } = await openDatabase(env);
      opened.push(db);
      expect(applied).toEqual([
        "001-submissions-and-consent-log.sql",
        `002-consent-log-append-only.${db.dialect}.sql`,
        "003-server-secrets-and-visitor-salts.sql",
      ]);
      expect(await migrate(db)).toEqual([]);
      const versions = await db.query<{ version: string }>("select version from schema_migrations order by version");
      expect(versions.map((v) => v.version)).toEqual(["001", "002", "003"]);
    });

    it("run exactly once when two server instances start at the same moment", async () => {
      const env = await backend.env();
      const results = await Promise.all([startInstance(env), startInstance(env), startInstance(env)]);
      expect(results.flat().sort()).toHaveLength(3);
      expect(results.filter((applied) => applied.length === 3)).toHaveLength(1);
    });

    it("refuse to start when an applied migration was edited", async () => {
      const dir = path.join(temp, `migrations-${++counter}`);
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const db = backend.open(await backend.env());
      opened.push(db);
      await migrate(db, { dir });
      writeFileSync(path.join(dir, "001-submissions-and-consent-log.sql"), "-- edited\n");
      await expect(migrate(db, { dir })).rejects.toThrow(
        "migrations: 001-submissions-and-consent-log.sql was changed after it was applied; add a new migration instead of editing it",
      );
    });

    it("leave nothing behind when a step fails", async () => {
      const dir = path.join(temp, `migrations-${++counter}`);
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      writeFileSync(path.join(dir, "099-broken.sql"), "create table half_done (id text primary key);\nthis is not sql;\n");
      const db = backend.open(await backend.env());
      opened.push(db);
      await expect(migrate(db, { dir })).rejects.toThrow();
      const versions = await db.query<{ version: string }>("select version from schema_migrations order by version");
      expect(versions.map((v) => v.version)).toEqual(["001", "002", "003"]);
      await expect(db.query("select * from half_done")).rejects.toThrow();
    });
  });

  describe("submissions", () => {
    it("keep what the visitor sent, markup and all, and list it by time and form", async () => {
      const store = createSubmissionStore(await fresh());
      const fields = { name: "Åsa <b>Holm</b>", message: "<script>alert(1)</script>\nTwo lines, “quotes”" };
      const first = await store.add({ form: "contact", page: "/contact", fields, receivedAt: Date.UTC(2026, 0, 2) });
      await store.add({ form: "enquiry", page: "/shop/moon-jar", fields: { product: "Moon jar" }, receivedAt: Date.UTC(2026, 1, 1) });
      await store.add({ form: "contact", page: "/contact", fields: { name: "Late" }, receivedAt: Date.UTC(2026, 2, 1) });
      expect((await store.list()).map((s) => s.fields.name ?? s.fields.product)).toEqual(["Åsa <b>Holm</b>", "Moon jar", "Late"]);
      expect(await store.list({ since: Date.UTC(2026, 0, 15), form: "contact" })).toEqual([expect.objectContaining({ fields: { name: "Late" } })]);
      const [stored] = await store.list({ until: Date.UTC(2026, 0, 3) });
      expect(stored).toEqual({ ...first, emailedAt: null });
      expect(typeof stored!.receivedAt).toBe("number");
      expect(await store.markEmailed(first.id, Date.UTC(2026, 0, 2, 1))).toBe(true);
      expect((await store.list({ until: Date.UTC(2026, 0, 3) }))[0]!.emailedAt).toBe(Date.UTC(2026, 0, 2, 1));
    });
  });

  describe("server secrets", () => {
    it("are made once, by whichever caller comes first, and then read by every caller", async () => {
      const db = await fresh();
      const [a, b] = await Promise.all([ensureSecret(db, "form-key"), ensureSecret(db, "form-key")]);
      expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(b).toBe(a);
      expect(await ensureSecret(db, "form-key")).toBe(a);
      expect(await ensureSecret(db, "other")).not.toBe(a);
    });
  });

  describe("visitor salts", () => {
    it("give one salt per period and forget the salts of earlier periods", async () => {
      const salts = createSaltStore(await fresh());
      const monday = await salts.saltFor("2026-03-16");
      expect(await salts.saltFor("2026-03-16")).toBe(monday);
      const tuesday = await salts.saltFor("2026-03-17");
      expect(tuesday).not.toBe(monday);
      expect(await salts.periods()).toEqual(["2026-03-17"]);
    });
  });

  describe("consent log", () => {
    const event = (consentId: string, recordedAt: number) => ({
      consentId,
      recordedAt,
      layer: "1" as const,
      policyVersion: "3",
      bannerHash: "9f2c",
      method: "button",
      page: "/",
      choices: { categories: { analytics: true, advertisement: false } },
      visitorHash: "h-1",
    });

    it("appends events and finds a visitor's by consent id, oldest first", async () => {
      const log = createConsentLog(await fresh());
      await log.append(event("c-2", 300));
      await log.append(event("c-1", 200));
      await log.append({ ...event("c-1", 100), method: "scroll" });
      expect((await log.byConsentId("c-1")).map((e) => [e.recordedAt, e.method])).toEqual([[100, "scroll"], [200, "button"]]);
      expect((await log.list({ since: 150, until: 301 })).map((e) => e.consentId)).toEqual(["c-1", "c-2"]);
      expect((await log.byConsentId("c-1"))[0]!.choices).toEqual({ categories: { analytics: true, advertisement: false } });
    });

    it("refuses to change a recorded event", async () => {
      const db = await fresh();
      await createConsentLog(db).append(event("c-1", 100));
      await expect(db.run("update consent_log set method = $1", ["gpc"])).rejects.toThrow("consent_log is append-only");
    });

    it("deletes only what is older than the retention period", async () => {
      const log = createConsentLog(await fresh());
      for (const at of [100, 200, 300]) await log.append(event(`c-${at}`, at));
      expect(await log.deleteBefore(250)).toBe(2);
      expect((await log.list()).map((e) => e.recordedAt)).toEqual([300]);
    });
  });
});

if (postgresMissing) describe("PostgreSQL", () => it.skip(`skipped: ${postgresMissing}`, () => {}));
