import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.mjs";
import { openPostgres } from "../db/postgres.mjs";
import { openSqlite } from "../db/sqlite.mjs";
import { startTestPostgres } from "../db/test-postgres";
import type { Db } from "../db/types.d.mts";
import { createSiteServer } from "../site-server.mjs";
import { listen, makeBuild } from "../test-support";
import { createVisitReport } from "./visit-report.mjs";

/**
 * `POST /api/visit` over HTTP (docs/behaviour/visits.md#the-endpoint): each answer of the
 * contract, the beacons dropped on purpose, nothing kept but the beacon's own fields, and
 * two servers on one database counting each beacon once; on the embedded database and on
 * PostgreSQL when one can start.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-visits-"));
const postgres = startTestPostgres({ skipping: "the visit counting tests", portOffset: 9 });
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
});

const NOW = Date.UTC(2026, 2, 14, 10);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const view = { t: "view", path: "/fr/journal/slug", ref: "example.org", lang: "fr", screen: "phone", kind: "post" };
const vitals = { t: "vitals", path: "/fr/journal/slug", lang: "fr", kind: "post", lcp: 1234, inp: 80, cls: 0.03, ttfb: 120 };

let counter = 0;
const backends: { name: string; database: () => Promise<() => Db> }[] = [
  {
    name: "embedded SQLite",
    database: async () => {
      const file = path.join(temp, `visits-${++counter}.sqlite`);
      return () => openSqlite({ file });
    },
  },
];
if (typeof postgres !== "string") {
  backends.push({
    name: "PostgreSQL",
    database: async () => {
      const url = await postgres.createDatabase(`vitrine_visits_${++counter}`);
      return () => openPostgres({ url });
    },
  });
}

describe.each(backends)("POST /api/visit on $name", (backend) => {
  /** `count` servers, each on its own connection to one database. */
  async function serve(visits: Record<string, unknown> = {}, count = 1) {
    const open = await backend.database();
    const build = makeBuild({ "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>" });
    const bases: string[] = [];
    const dbs: Db[] = [];
    for (let i = 0; i < count; i += 1) {
      const db = open();
      await migrate(db);
      const server: Server = createSiteServer({ root: path.join(build, "client"), db, visits: { clock: () => NOW, ...visits } });
      bases.push(`http://127.0.0.1:${await listen(server)}`);
      dbs.push(db);
      cleanups.push(async () => {
        await new Promise((resolve) => server.close(resolve));
        await db.close();
      });
    }
    cleanups.push(() => rmSync(build, { recursive: true, force: true }));
    const send = (body: unknown, headers: Record<string, string> = {}, base = bases[0]) =>
      fetch(`${base}/api/visit`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const db = dbs[0]!;
    const rows = async (table: string) => db.query(`select * from ${table}${table === "visit_events" ? "" : " order by day"}`);
    return { db, send, rows, bases };
  }

  it("counts a view and a page's vitals, and keeps only the beacon's fields", async () => {
    const { db, send, rows } = await serve();
    const answer = await send(view);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expect((await send(vitals, { "content-type": "application/json" })).status).toBe(204);
    const events = await rows("visit_events");
    expect(events.map((e) => Object.keys(e).sort())).toEqual([
      ["cls", "day", "inp", "kind", "lang", "lcp", "path", "ref", "screen", "t", "ttfb"],
      ["cls", "day", "inp", "kind", "lang", "lcp", "path", "ref", "screen", "t", "ttfb"],
    ]);
    expect(events[0]).toMatchObject({ day: "2026-03-14", t: "view", path: "/fr/journal/slug", kind: "post", lang: "fr", screen: "phone", ref: "example.org", lcp: null });
    expect(events[1]).toMatchObject({ t: "vitals", screen: null, ref: null, lcp: 1234, inp: 80, cls: 0.03, ttfb: 120 });
    // Nowhere in the visit tables: the address, the browser, or any time finer than the day.
    const tables = ["visit_events", "visit_visitors", "visit_days", "visit_pages", "visit_referrers", "visit_screens", "visit_languages", "visit_vitals"];
    const everything = JSON.stringify(await Promise.all(tables.map(rows)));
    expect(everything).not.toContain("127.0.0.1");
    expect(everything).not.toContain("Firefox");
    expect(everything).not.toContain(String(NOW));
    expect(await rows("visit_visitors")).toEqual([{ day: "2026-03-14", visitor: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }]);
    const report = await createVisitReport(db).report({ since: "2026-03-13", until: "2026-03-14" });
    expect(report.days).toEqual([{ day: "2026-03-13", views: 0, visitors: 0 }, { day: "2026-03-14", views: 1, visitors: 1 }]);
    expect(report.speed).toEqual([{ kind: "post", samples: 1, lcp: 1300, inp: 100, cls: 0.03 }]);
  });

  it("drops, unanswered and unstored, a visitor's Global Privacy Control or Do Not Track, a robot, and counting turned off", async () => {
    const { send, rows } = await serve();
    expect((await send(view, { "sec-gpc": "1" })).status).toBe(204);
    expect((await send(view, { dnt: "1" })).status).toBe(204);
    expect((await send(view, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).status).toBe(204);
    expect(await rows("visit_events")).toEqual([]);
    expect(await rows("visit_days")).toEqual([]);
    const off = await serve({ enabled: false });
    expect((await off.send(view)).status).toBe(204);
    expect(await off.rows("visit_events")).toEqual([]);
  });

  it("refuses what is not a beacon (400), a big body (413), and a flood from one address (429)", async () => {
    const { send, rows } = await serve({ rateLimit: { capacity: 13, windowMs: 60_000 } });
    const refused = [
      "not json",
      [view],
      { ...view, t: "click" },
      { ...view, path: "fr/journal" },
      { ...view, path: "//evil.example/" },
      { ...view, path: `/${"a".repeat(300)}` },
      { ...view, kind: "landing" },
      { ...view, screen: "watch" },
      { ...view, ref: "https://example.org/page" },
      { ...view, lang: "<b>" },
      { ...view, path: "/a\u0000b" },
      { ...view, address: "203.0.113.7" },
      { ...vitals, lcp: -1 },
    ];
    for (const body of refused) expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    expect((await send(view, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(400);
    expect((await send({ ...view, path: `/${"a".repeat(1100)}` })).status).toBe(413);
    // Thirteen beacons in a minute were this test's allowance.
    expect((await send(view)).status).toBe(429);
    expect(await rows("visit_events")).toEqual([]);
  });

  it("gives the same visitor another hash the next day, and yesterday's salt is gone", async () => {
    let now = NOW;
    const { send, rows } = await serve({ clock: () => now });
    expect((await send(view)).status).toBe(204);
    expect((await send(view)).status).toBe(204);
    now += 24 * 60 * 60 * 1000;
    expect((await send(view)).status).toBe(204);
    const hashes = await rows("visit_visitors");
    expect(hashes.map((row) => row.day)).toEqual(["2026-03-14", "2026-03-15"]);
    expect(hashes[0]!.visitor).not.toBe(hashes[1]!.visitor);
    expect((await rows("visit_salts")).map((row) => row.day)).toEqual(["2026-03-15"]);
    expect((await rows("visit_days")).map((row) => [row.day, Number(row.views), Number(row.visitors)])).toEqual([
      ["2026-03-14", 2, 1],
      ["2026-03-15", 1, 1],
    ]);
  });

  it("counts each beacon once when two servers share the database, and each visitor once a day", async () => {
    const { db, send, bases } = await serve({}, 2);
    const beacons = Array.from({ length: 40 }, (_, i) => ({ ...view, path: `/p${i % 4}`, ref: i % 2 ? "" : "example.org" }));
    const answers = await Promise.all(
      beacons.map((beacon, i) => send(beacon, i % 3 === 0 ? { "user-agent": `${BROWSER} #${i % 5}` } : {}, bases[i % 2])),
    );
    expect(answers.map((a) => a.status)).toEqual(beacons.map(() => 204));
    const report = await createVisitReport(db).report({ since: "2026-03-14", until: "2026-03-14" });
    // Two browsers' user agents at most five ways, and the plain one: six visitors.
    expect(report.days).toEqual([{ day: "2026-03-14", views: 40, visitors: 6 }]);
    expect(report.pages).toEqual([0, 1, 2, 3].map((i) => ({ path: `/p${i}`, kind: "post", views: 10 })));
    expect(report.referrers).toEqual([{ host: "", views: 20 }, { host: "example.org", views: 20 }]);
    expect(report.screens).toEqual([{ screen: "phone", views: 40 }]);
    expect(report.languages).toEqual([{ language: "fr", views: 40 }]);
    expect(Number((await db.query("select count(*) as n from visit_events"))[0]!.n)).toBe(40);
  });
});
