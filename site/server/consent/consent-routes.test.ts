import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHOICE_CONTROLS, CHOICE_METHODS, type ConsentChoiceDetail } from "@vitrine/consent";
import { afterAll, describe, expect, it } from "vitest";
import { consentRecord } from "../../app/consent/consent-log";
import { createConsentLog } from "../db/consent-log.mjs";
import { migrate } from "../db/migrate.mjs";
import { openPostgres } from "../db/postgres.mjs";
import { openSqlite } from "../db/sqlite.mjs";
import { startTestPostgres } from "../db/test-postgres";
import type { Db } from "../db/types.d.mts";
import { createSiteServer } from "../site-server.mjs";
import { listen, makeBuild } from "../test-support";
import { retentionCutoff, retentionMonthsFromEnv, startRetentionSweep } from "./consent-retention.mjs";
import { LOGGED_CONTROLS, LOGGED_METHODS, readConsentRecord } from "./consent-record.mjs";
import { visitorHash } from "./visitor-hash.mjs";

/**
 * Proof of consent over HTTP (docs/decisions/028-proof-of-consent.md): what the page
 * sends for an engine event is appended to the consent log with the build's stamp and a
 * visitor hash, on the embedded database and on PostgreSQL when one can start.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-consent-"));
const postgres = startTestPostgres({ skipping: "the consent log tests", portOffset: 1 });
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
});

const detail: ConsentChoiceDetail = {
  consent: "yes",
  allowed: ["necessary", "analytics"],
  categories: { necessary: true, analytics: true, advertisement: false },
  services: {},
  layer: 1,
  control: "notice",
  method: "accept-all",
  reloading: false,
};
const CONSENT_ID = "0b7c3c8e-5f0e-4d4e-9b3a-2f1d7c6e5a40";

describe("the consent record", () => {
  it("logs every method the engine names, and what the page sends is what the server takes", () => {
    expect(LOGGED_METHODS).toEqual([...CHOICE_METHODS]);
    expect(LOGGED_CONTROLS).toEqual([...CHOICE_CONTROLS]);
    const sent = consentRecord(detail, { consentId: CONSENT_ID, page: "/about?q=mira@example.com" });
    expect(readConsentRecord(sent)).toEqual({
      ok: true,
      event: {
        consentId: CONSENT_ID,
        layer: "1",
        method: "accept-all",
        page: "/about",
        choices: { control: "notice", consent: "yes", categories: detail.categories, services: {} },
      },
    });
    const placeholder = consentRecord({ ...detail, layer: 2, control: "placeholder", method: "allow" }, { consentId: CONSENT_ID, page: "/" });
    expect(placeholder).toMatchObject({ layer: "2", control: "placeholder", method: "allow" });
    const siteCode = consentRecord({ ...detail, layer: null, control: "api", method: "accept" }, { consentId: CONSENT_ID, page: "/" });
    expect(readConsentRecord(siteCode)).toMatchObject({ ok: true, event: { layer: "site", method: "accept" } });
  });

  it("refuses free text and anything out of shape", () => {
    const good = consentRecord(detail, { consentId: CONSENT_ID, page: "/" });
    expect(readConsentRecord({ ...good, consentId: "short" })).toEqual({ ok: false, reason: "consentId" });
    expect(readConsentRecord({ ...good, method: "<script>" })).toEqual({ ok: false, reason: "method" });
    expect(readConsentRecord({ ...good, control: "console" })).toEqual({ ok: false, reason: "control" });
    expect(readConsentRecord({ ...good, openedFrom: "<b>" })).toEqual({ ok: false, reason: "openedFrom" });
    expect(readConsentRecord({ ...good, page: "https://evil.example/" })).toEqual({ ok: false, reason: "page" });
    expect(readConsentRecord({ ...good, categories: { "a b": true } })).toEqual({ ok: false, reason: "categories or services" });
    expect(readConsentRecord({ ...good, services: { maps: "yes" } })).toEqual({ ok: false, reason: "categories or services" });
    expect(readConsentRecord([good])).toEqual({ ok: false, reason: "not an object" });
  });

  it("hashes address and browser with the day's salt: the same visitor matches on one day only", () => {
    const one = { salt: "day-1", address: "203.0.113.7", userAgent: "Firefox" };
    expect(visitorHash(one)).toBe(visitorHash({ ...one }));
    expect(visitorHash(one)).not.toBe(visitorHash({ ...one, salt: "day-2" }));
    expect(visitorHash(one)).not.toBe(visitorHash({ ...one, address: "203.0.113.8" }));
    expect(visitorHash(one)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitorHash(one)).not.toContain("203.0.113.7");
  });

  it("keeps events for the configured months (12 by default)", () => {
    expect(retentionMonthsFromEnv({})).toBe(12);
    expect(retentionMonthsFromEnv({ CONSENT_LOG_RETENTION_MONTHS: "6" })).toBe(6);
    expect(() => retentionMonthsFromEnv({ CONSENT_LOG_RETENTION_MONTHS: "0.5" })).toThrow("whole number of months");
    expect(new Date(retentionCutoff(Date.UTC(2026, 2, 14), 12)).toISOString()).toBe("2025-03-14T00:00:00.000Z");
  });
});

let counter = 0;
const backends: { name: string; open: () => Promise<Db> }[] = [{ name: "embedded SQLite", open: async () => openSqlite({ file: path.join(temp, `log-${++counter}.sqlite`) }) }];
if (typeof postgres !== "string") {
  backends.push({
    name: "PostgreSQL",
    open: async () => {
      return openPostgres({ url: await postgres.createDatabase(`vitrine_consent_${++counter}`) });
    },
  });
}

describe.each(backends)("POST /api/consent on $name", (backend) => {
  async function serve() {
    const db = await backend.open();
    await migrate(db);
    const build = makeBuild({ "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>" });
    writeFileSync(path.join(build, "consent-log.json"), JSON.stringify({ policyVersion: "2026-03", bannerHash: "abc123" }));
    const server: Server = createSiteServer({ root: path.join(build, "client"), db, consentLog: { rateLimit: { capacity: 3, windowMs: 60_000 } } });
    const base = `http://127.0.0.1:${await listen(server)}`;
    cleanups.push(async () => {
      server.close();
      await db.close();
      rmSync(build, { recursive: true, force: true });
    });
    const send = (body: unknown, type = "application/json") =>
      fetch(`${base}/api/consent`, { method: "POST", headers: { "content-type": type, "user-agent": "Test browser" }, body: JSON.stringify(body) });
    return { db, send };
  }

  it("appends the event with the build's stamp and a visitor hash, never the address", async () => {
    const { db, send } = await serve();
    const answer = await send(consentRecord(detail, { consentId: CONSENT_ID, page: "/contact" }));
    expect(answer.status).toBe(204);
    const withdrawal = consentRecord({ ...detail, consent: null, control: "link", method: "withdraw" }, { consentId: CONSENT_ID, page: "/privacy-policy" });
    expect((await send(withdrawal, "text/plain;charset=UTF-8")).status).toBe(204);
    const events = await createConsentLog(db).byConsentId(CONSENT_ID);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ layer: "1", method: "accept-all", page: "/contact", policyVersion: "2026-03", bannerHash: "abc123", choices: { control: "notice", consent: "yes" } });
    expect(events[1]).toMatchObject({ method: "withdraw", page: "/privacy-policy", choices: { control: "link", consent: null } });
    expect(events[0]!.visitorHash).toBe(events[1]!.visitorHash);
    const row = JSON.stringify(await db.query("select * from consent_log"));
    expect(row).not.toContain("127.0.0.1");
    expect(row).not.toContain("Test browser");
  });

  it("refuses what is not a consent event, and a flood from one address", async () => {
    const { db, send } = await serve();
    expect((await send({ consentId: CONSENT_ID, method: "accept" })).status).toBe(400);
    expect((await send("x".repeat(9000))).status).toBe(413);
    expect((await send({}, "application/x-www-form-urlencoded")).status).toBe(415);
    // Three attempts in a minute are this test's allowance: two more spend it.
    expect((await send({ ...consentRecord(detail, { consentId: CONSENT_ID, page: "/" }), layer: "3" })).status).toBe(400);
    expect((await send("not json")).status).toBe(400);
    expect((await send(consentRecord(detail, { consentId: CONSENT_ID, page: "/" }))).status).toBe(429);
    expect(await createConsentLog(db).list()).toEqual([]);
  });

  it("deletes events older than the retention, and cannot be rewritten", async () => {
    const { db } = await serve();
    const log = createConsentLog(db);
    const base = { consentId: CONSENT_ID, layer: "1" as const, policyVersion: "1", bannerHash: "h", method: "button", page: "/", choices: {}, visitorHash: "v" };
    const now = Date.UTC(2026, 2, 14);
    await log.append({ ...base, recordedAt: Date.UTC(2025, 1, 1) });
    await log.append({ ...base, recordedAt: Date.UTC(2025, 11, 1) });
    const sweep = startRetentionSweep({ db, months: 12, clock: () => now, log: () => {} });
    await sweep.first;
    sweep.stop();
    expect((await log.list()).map((e) => new Date(e.recordedAt).toISOString().slice(0, 7))).toEqual(["2025-12"]);
    await expect(db.run("update consent_log set method = 'forged'")).rejects.toThrow(/append-only/);
  });
});
