import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { createConsentLog } from "./consent-log.mjs";
import { migrate, MIGRATIONS_DIR } from "./migrate.mjs";
import { openDatabase } from "./open-database.mjs";
import { openPostgres } from "./postgres.mjs";
import { openSqlite } from "./sqlite.mjs";
import { ensureSecret } from "./server-secrets.mjs";
import { createSubmissionStore } from "./submissions.mjs";
import { createSaltStore } from "./visitor-salts.mjs";
import { deleteExpiredEvents, startRetentionSweep } from "../consent/consent-retention.mjs";
import { grantServerRights } from "./server-role.mjs";
import { createProcessedEvents } from "./processed-events.mjs";
import { createRateLimiter } from "./rate-limits.mjs";
import { startTestPostgres } from "./test-postgres";
import { createOwnerAccount } from "../studio/owner-account.mjs";
import type { Db } from "./types.d.mts";

/**
 * The repositories and migrations, run against the embedded database always and
 * against a real PostgreSQL server when one can be started (test-postgres.ts): the
 * same code, the same assertions (docs/decisions/016-database.md).
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-db-"));
const postgres = startTestPostgres({ skipping: "the repository tests" });
const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
  // Stopping PostgreSQL on a busy machine can take longer than a hook's default 10 s.
}, 60_000);

let counter = 0;
const VERSIONS = ["001", "002", "003", "004", "005", "006", "007", "008", "009", "010", "011"];
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
    env: async () => ({ DATABASE_URL: await postgres.createDatabase(`vitrine_test_${++counter}`) }),
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
        "004-shared-limits-and-idempotency.sql",
        `005-consent-log-deleted-only-by-retention.${db.dialect}.sql`,
        "006-orders-and-stock.sql",
        "007-language-of-submissions-and-orders.sql",
        "008-visits.sql",
        "009-messages-read.sql",
        "010-order-states.sql",
        "011-studio-owner-and-sessions.sql",
      ]);
      expect(await migrate(db)).toEqual([]);
      const versions = await db.query<{ version: string }>("select version from schema_migrations order by version");
      expect(versions.map((v) => v.version)).toEqual(VERSIONS);
    });

    it("run exactly once when two server instances start at the same moment", async () => {
      const env = await backend.env();
      const results = await Promise.all([startInstance(env), startInstance(env), startInstance(env)]);
      // Each step once, by whichever instance held the lock for it: SQLite's write lock is
      // taken per step, so on a busy machine the steps may be shared out between instances.
      expect(results.flat()).toHaveLength(VERSIONS.length);
      expect(new Set(results.flat()).size).toBe(VERSIONS.length);
      // Three Node processes starting on a busy machine take seconds.
    }, 60_000);

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
      expect(versions.map((v) => v.version)).toEqual(VERSIONS);
      await expect(db.query("select * from half_done")).rejects.toThrow();
    });
  });

  describe("submissions", () => {
    it("keep what the visitor sent, markup and all, and list it by time and form", async () => {
      const store = createSubmissionStore(await fresh());
      const fields = { name: "Åsa <b>Holm</b>", message: "<script>alert(1)</script>\nTwo lines, “quotes”" };
      const { submission: first } = await store.add({ form: "contact", page: "/contact", fields, receivedAt: Date.UTC(2026, 0, 2) });
      await store.add({ form: "enquiry", page: "/shop/moon-jar", language: "fr", fields: { product: "Moon jar" }, receivedAt: Date.UTC(2026, 1, 1) });
      await store.add({ form: "contact", page: "/contact", fields: { name: "Late" }, receivedAt: Date.UTC(2026, 2, 1) });
      expect((await store.list()).map((s) => s.fields.name ?? s.fields.product)).toEqual(["Åsa <b>Holm</b>", "Moon jar", "Late"]);
      // The language of the page each was sent from, where the server said (migration 007).
      expect((await store.list()).map((s) => s.language)).toEqual([null, "fr", null]);
      expect(await store.list({ since: Date.UTC(2026, 0, 15), form: "contact" })).toEqual([expect.objectContaining({ fields: { name: "Late" } })]);
      const [stored] = await store.list({ until: Date.UTC(2026, 0, 3) });
      expect(stored).toEqual({ ...first, emailedAt: null });
      expect(typeof stored!.receivedAt).toBe("number");
      expect(await store.markEmailed(first.id, Date.UTC(2026, 0, 2, 1))).toBe(true);
      expect((await store.list({ until: Date.UTC(2026, 0, 3) }))[0]!.emailedAt).toBe(Date.UTC(2026, 0, 2, 1));
    });

    it("are new until the owner opens them, newest first, and deleted for good (migration 009)", async () => {
      const store = createSubmissionStore(await fresh());
      const { submission: old } = await store.add({ form: "contact", page: "/contact", fields: { name: "Old" }, receivedAt: Date.UTC(2026, 0, 1) });
      const { submission: recent } = await store.add({ form: "contact", page: "/contact", fields: { name: "Recent" }, receivedAt: Date.UTC(2026, 0, 9) });
      expect((await store.newest()).map((s) => s.fields.name)).toEqual(["Recent", "Old"]);
      expect(await store.unreadCount()).toBe(2);
      expect(await store.markRead(old.id, true, 100)).toBe(true);
      expect(await store.markRead(old.id, true, 200)).toBe(true);
      expect((await store.get(old.id))?.readAt).toBe(100);
      expect(await store.unreadCount()).toBe(1);
      expect(await store.markRead(old.id, false)).toBe(true);
      expect(await store.unreadCount()).toBe(2);
      expect(await store.remove(recent.id)).toBe(true);
      expect(await store.remove(recent.id)).toBe(false);
      expect(await store.markRead(recent.id, true)).toBe(false);
      expect((await store.newest()).map((s) => s.id)).toEqual([old.id]);
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

  describe("rate limits", () => {
    it("allow a burst of `capacity`, then one attempt per refill interval, per name and key", async () => {
      let now = Date.UTC(2026, 0, 1);
      const db = await fresh();
      const limiter = createRateLimiter({ db, name: "forms", capacity: 3, windowMs: 60_000, clock: () => now });
      const other = createRateLimiter({ db, name: "form-keys", capacity: 1, windowMs: 60_000, clock: () => now });
      expect(await Promise.all([1, 2, 3].map(() => limiter.take("a")))).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
      expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 20_000 });
      expect((await limiter.take("b")).allowed).toBe(true);
      expect((await other.take("a")).allowed).toBe(true);
      now += 19_999;
      expect((await limiter.take("a")).allowed).toBe(false);
      now += 1;
      expect((await limiter.take("a")).allowed).toBe(true);
      expect((await limiter.take("a")).allowed).toBe(false);
      now += 10_000_000;
      // Full again, and no fuller than `capacity`: of four at once, three (whichever run first).
      expect((await Promise.all([1, 2, 3, 4].map(() => limiter.take("a")))).filter((r) => r.allowed)).toHaveLength(3);
    });

    it("are shared by every connection, however many take at once", async () => {
      const env = await backend.env();
      const dbs = [backend.open(env), backend.open(env), backend.open(env)];
      opened.push(...dbs);
      await migrate(dbs[0]!);
      const limiters = dbs.map((db) => createRateLimiter({ db, name: "forms", capacity: 10, windowMs: 3_600_000 }));
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 3]!.take("203.0.113.9")));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    });

    it("forget the rows of buckets that are full again", async () => {
      let now = 1_000_000;
      const db = await fresh();
      const limiter = createRateLimiter({ db, name: "forms", capacity: 2, windowMs: 1000, sweepEveryMs: 0, clock: () => now });
      await limiter.take("a");
      await limiter.take("b");
      now += 2000;
      await limiter.take("c");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await db.query<{ bucket: string }>("select bucket from rate_limits")).map((r) => r.bucket)).toEqual(["forms:c"]);
    });
  });

  describe("transactions", () => {
    it("several at once on one connection take turns: one that fails rolls back alone", async () => {
      const db = await fresh();
      const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
      const write = (id: string, fail: boolean) =>
        db.transaction(async (tx) => {
          await tx.run("insert into server_secrets (name, value, created_at) values ($1, 'x', 0)", [id]);
          await pause();
          if (fail) throw new Error("refused");
          await tx.run("insert into server_secrets (name, value, created_at) values ($1, 'y', 0)", [`${id}-2`]);
        });
      const results = await Promise.allSettled([write("a", false), write("b", true), write("c", false)]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const names = await db.query<{ name: string }>("select name from server_secrets where name in ('a', 'a-2', 'b', 'b-2', 'c', 'c-2') order by name");
      expect(names.map((r) => r.name)).toEqual(["a", "a-2", "c", "c-2"]);
    });
  });

  describe("processed events", () => {
    it("run a webhook's handler once per event id, and again after a failure", async () => {
      const db = await fresh();
      const events = createProcessedEvents(db);
      const store = createSubmissionStore(db);
      // A generic handler standing in for a future checkout webhook: it writes a row.
      const handler = (id: string) => (tx: Db) => createSubmissionStore(tx).add({ form: "webhook", page: "/", fields: { id } });
      const first = await events.once({ source: "test", eventId: "evt_1" }, handler("evt_1"));
      const again = await events.once({ source: "test", eventId: "evt_1" }, handler("evt_1"));
      await expect(events.once({ source: "test", eventId: "evt_2" }, async () => Promise.reject(new Error("provider down")))).rejects.toThrow("provider down");
      const retried = await events.once({ source: "test", eventId: "evt_2" }, handler("evt_2"));
      expect([first.handled, again.handled, retried.handled]).toEqual([true, false, true]);
      expect((await store.list({ form: "webhook" })).map((s) => s.fields.id).sort()).toEqual(["evt_1", "evt_2"]);
    });
  });

  describe("idempotent submissions", () => {
    it("store one submission per key, however often it is sent", async () => {
      const store = createSubmissionStore(await fresh());
      const sent = { form: "contact", page: "/contact", fields: { name: "Ann" }, idempotencyKey: "contact:k1" };
      const results = await Promise.all([store.add(sent), store.add(sent), store.add({ ...sent, idempotencyKey: "contact:k2" })]);
      await store.add({ form: "contact", page: "/contact", fields: { name: "No key" } });
      await store.add({ form: "contact", page: "/contact", fields: { name: "No key" } });
      // The two sent with one key race: whichever lands first is created, the other is not.
      expect([results[0]!.created, results[1]!.created].sort()).toEqual([false, true]);
      expect(results[2]!.created).toBe(true);
      expect(await store.list()).toHaveLength(4);
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

  describe("the studio's owner account (docs/decisions/050-the-studio-on-the-sites-server.md)", () => {
    it("keeps the password, the sessions and the recovery codes where every instance finds them, with the server's rights only", async () => {
      const db = await fresh();
      const cost = { N: 2 ** 10, r: 8, p: 1 };
      await createOwnerAccount(db, { cost }).setPassword("a long kiln password");
      const check = async (server: Db) => {
        const account = createOwnerAccount(server, { cost });
        expect(await account.signIn("a long kiln password", undefined)).toBe("ok");
        const session = await account.sessions.open();
        expect(await createOwnerAccount(server).sessions.find(session.id)).toEqual({ csrf: session.csrf });
        await account.sessions.close(session.id);
        expect(await account.sessions.find(session.id)).toBeUndefined();
        const { secret } = account.newSecondFactor();
        const [code] = (await account.turnOnSecondFactor(secret, new TOTP({ secret: Secret.fromBase32(secret) }).generate()))!;
        const outcomes = await Promise.all([account.signIn("a long kiln password", code), createOwnerAccount(server).signIn("a long kiln password", code)]);
        expect(outcomes.sort()).toEqual(["ok", "wrong-code"]);
      };
      if (db.dialect === "postgres") await serverRole(db, check);
      else await check(db);
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

    it("refuses a delete from the server's own connection", async () => {
      const db = await fresh();
      await createConsentLog(db).append(event("c-1", 100));
      if (db.dialect === "sqlite") {
        await expect(db.run("delete from consent_log")).rejects.toThrow("consent_log rows are deleted only by retention");
        // Sealed once migrated: the trigger cannot be dropped from here either.
        db.seal();
        await expect(db.exec("drop trigger consent_log_deleted_only_by_retention")).rejects.toThrow("may not change the schema");
        await expect(db.run("drop table consent_log")).rejects.toThrow("may not change the schema");
        await expect(db.exec("pragma writable_schema = on")).rejects.toThrow("may not change the schema");
      } else {
        // PostgreSQL: the server's own role has no right to (db/server-role.mjs).
        await serverRole(db, async (server) => {
          await expect(server.run("delete from consent_log")).rejects.toThrow(/permission denied/);
          await expect(server.exec("drop trigger consent_log_append_only on consent_log")).rejects.toThrow(/must be owner/);
          await expect(server.exec("truncate consent_log")).rejects.toThrow(/permission denied/);
          await createConsentLog(server).append(event("c-2", 200));
          expect((await createConsentLog(server).list()).map((e) => e.consentId)).toEqual(["c-1", "c-2"]);
          expect(await server.openRetention()).toBeUndefined();
          // The server's daily sweep leaves it to the owner's command, and says so once.
          const lines: string[] = [];
          const sweep = startRetentionSweep({ db: server, months: 12, log: (line) => lines.push(line) });
          await sweep.first;
          sweep.stop();
          expect(lines).toEqual(["Consent log: this server's database role may not delete from it; run npm run consent-log-retention daily with the owner's DATABASE_URL"]);
        });
      }
      expect(await createConsentLog(db).list()).toHaveLength(db.dialect === "sqlite" ? 1 : 2);
    });

    it("refuses to change a recorded event", async () => {
      const db = await fresh();
      await createConsentLog(db).append(event("c-1", 100));
      await expect(db.run("update consent_log set method = $1", ["gpc"])).rejects.toThrow("consent_log is append-only");
    });

    it("deletes only what is older than the retention period, on a connection opened for it", async () => {
      const db = await fresh();
      const log = createConsentLog(db);
      const now = Date.UTC(2026, 5, 15);
      for (const at of [Date.UTC(2025, 4, 1), Date.UTC(2025, 5, 1), Date.UTC(2025, 6, 1)]) await log.append(event(`c-${at}`, at));
      expect(await deleteExpiredEvents(db, { months: 12, now })).toBe(2);
      expect((await log.list()).map((e) => e.recordedAt)).toEqual([Date.UTC(2025, 6, 1)]);
    });

    it("writes an event sent twice with its id once", async () => {
      const log = createConsentLog(await fresh());
      const first = await log.append({ ...event("c-1", 100), eventId: "e-0123456789abcdef" });
      const again = await log.append({ ...event("c-1", 101), eventId: "e-0123456789abcdef" });
      await log.append(event("c-1", 102));
      await log.append(event("c-1", 103));
      expect([first.created, again.created]).toEqual([true, false]);
      expect((await log.byConsentId("c-1")).map((e) => e.recordedAt)).toEqual([100, 102, 103]);
    });
  });
});

/**
 * `fn` with a connection of a role of its own, given the server's rights by the owner's
 * connection `db` as `npm run migrate -- --server-role` gives them.
 */
async function serverRole(db: Db, fn: (server: Db) => Promise<void>) {
  const role = `vitrine_server_${++counter}`;
  await db.exec(`create role ${role} login`);
  await grantServerRights(db, role);
  const [{ name }] = (await db.query<{ name: string }>("select current_database() as name")) as [{ name: string }];
  const url = new URL((postgres as { url: (database: string) => string }).url(name));
  url.username = role;
  const server = openPostgres({ url: url.toString() });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

if (typeof postgres === "string") describe("PostgreSQL", () => it.skip(`skipped: ${postgres}`, () => {}));
