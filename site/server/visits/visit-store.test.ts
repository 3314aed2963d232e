import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.mjs";
import { openSqlite } from "../db/sqlite.mjs";
import { createVisitSalts } from "../db/visit-salts.mjs";
import { createVisitReport } from "./visit-report.mjs";
import { dayOf, keptFrom, purgeVisits, recordVisit, visitHash } from "./visit-store.mjs";
import { visitsFromEnv } from "./visits-env.mjs";

/** What is kept of a visit, and for how long (docs/behaviour/visits.md#what-is-kept). */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-visit-store-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let counter = 0;
async function database() {
  const db = openSqlite({ file: path.join(temp, `store-${++counter}.sqlite`) });
  await migrate(db);
  return db;
}
const DAY = 24 * 60 * 60 * 1000;
const view = { t: "view" as const, path: "/", kind: "home", lang: "en", ref: "", screen: "desktop" };

describe("the visitor hash", () => {
  it("differs from one day to the next for the same visitor, and yesterday's salt is gone", async () => {
    const db = await database();
    const salts = createVisitSalts(db);
    const visitor = { host: "example.org", address: "203.0.113.7", userAgent: "Firefox" };
    const hashes = [];
    for (let day = 0; day < 30; day += 1) {
      const today = dayOf(Date.UTC(2026, 2, 1) + day * DAY);
      hashes.push(visitHash({ ...visitor, salt: await salts.saltFor(today) }));
      expect(visitHash({ ...visitor, salt: await salts.saltFor(today) })).toBe(hashes.at(-1));
      expect(await salts.days()).toEqual([today]);
    }
    expect(new Set(hashes).size).toBe(30);
    expect(hashes.join()).not.toContain("203.0.113.7");
    await db.close();
  });

  it("is not the same for another site on the same server", () => {
    const visitor = { salt: "s", address: "203.0.113.7", userAgent: "Firefox" };
    expect(visitHash({ ...visitor, host: "a.example" })).not.toBe(visitHash({ ...visitor, host: "b.example" }));
  });
});

describe("the daily counts", () => {
  it("add up views, visitors, referrers, screens, languages and speed per day", async () => {
    const db = await database();
    const seen = (day: string, visitor: string) => ({ day, visitor });
    await recordVisit(db, view, seen("2026-03-01", "a"));
    await recordVisit(db, { ...view, path: "/shop", kind: "shop", ref: "example.org", screen: "phone", lang: "fr" }, seen("2026-03-01", "a"));
    await recordVisit(db, { ...view, ref: "example.org" }, seen("2026-03-01", "b"));
    await recordVisit(db, view, seen("2026-03-03", "a"));
    for (const lcp of [1000, 1500, 2000, 3000]) await recordVisit(db, { t: "vitals", path: "/", kind: "home", lang: "en", lcp, cls: 0.01 }, seen("2026-03-0" + (lcp > 1500 ? 3 : 1), ""));
    const report = await createVisitReport(db).report({ since: "2026-03-01", until: "2026-03-03" });
    expect(report.days).toEqual([
      { day: "2026-03-01", views: 3, visitors: 2 },
      { day: "2026-03-02", views: 0, visitors: 0 },
      { day: "2026-03-03", views: 1, visitors: 1 },
    ]);
    expect(report.pages).toEqual([{ path: "/", kind: "home", views: 3 }, { path: "/shop", kind: "shop", views: 1 }]);
    expect(report.referrers).toEqual([{ host: "", views: 2 }, { host: "example.org", views: 2 }]);
    expect(report.screens).toEqual([{ screen: "desktop", views: 3 }, { screen: "phone", views: 1 }]);
    expect(report.languages).toEqual([{ language: "en", views: 3 }, { language: "fr", views: 1 }]);
    expect(report.speed).toEqual([{ kind: "home", samples: 4, lcp: 2000, inp: null, cls: 0.01 }]);
    expect((await createVisitReport(db).report({ since: "2026-03-03", until: "2026-03-03" })).speed).toEqual([{ kind: "home", samples: 2, lcp: 3000, inp: null, cls: 0.01 }]);
    await expect(createVisitReport(db).report({ since: "2026-03-03", until: "2026-03-01" })).rejects.toThrow("before");
    await expect(createVisitReport(db).report({ since: "2026-02-30", until: "2026-03-01" })).rejects.toThrow("a day such as");
    await db.close();
  });
});

describe("retention", () => {
  it("deletes raw events after the configured days and daily counts after the years, the same however often it runs", async () => {
    const db = await database();
    const now = Date.UTC(2026, 2, 14, 12);
    expect(keptFrom(now, { rawDays: 3, keepYears: 5 })).toEqual({ raw: "2026-03-12", rollups: "2021-03-14" });
    for (const day of ["2021-03-13", "2021-03-14", "2026-03-11", "2026-03-12", "2026-03-14"]) await recordVisit(db, view, { day, visitor: `v-${day}` });
    await createVisitSalts(db).saltFor("2026-03-13");
    const options = { now, rawDays: 3, keepYears: 5 };
    expect(await purgeVisits(db, options)).toBeGreaterThan(0);
    const days = async (table: string) => (await db.query(`select day from ${table} order by day`)).map((r) => r.day);
    expect(await days("visit_events")).toEqual(["2026-03-12", "2026-03-14"]);
    expect(await days("visit_visitors")).toEqual(["2026-03-12", "2026-03-14"]);
    expect(await days("visit_days")).toEqual(["2021-03-14", "2026-03-11", "2026-03-12", "2026-03-14"]);
    expect(await days("visit_salts")).toEqual([]);
    expect(await purgeVisits(db, options)).toBe(0);
    await db.close();
  });

  it("takes its settings from the environment, and says what is wrong", () => {
    expect(visitsFromEnv({})).toEqual({ enabled: true, rawDays: 3, keepYears: 5, rateLimit: { capacity: 200, windowMs: 600_000 } });
    expect(visitsFromEnv({ VISITS: "off", VISITS_RAW_DAYS: "1", VISITS_KEEP_YEARS: "2", VISITS_RATE_LIMIT: "30/5" })).toEqual({
      enabled: false,
      rawDays: 1,
      keepYears: 2,
      rateLimit: { capacity: 30, windowMs: 300_000 },
    });
    expect(() => visitsFromEnv({ VISITS: "maybe" })).toThrow('VISITS must be on or off; received "maybe"');
    expect(() => visitsFromEnv({ VISITS_RAW_DAYS: "30" })).toThrow("VISITS_RAW_DAYS must be a whole number from 1 to 14");
  });
});
