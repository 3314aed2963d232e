import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitReport } from "../../shared/visit-report";
import { startEditorForTests } from "./editor-for-tests";
import { visitorsApi, type VisitorsDeps } from "./visitors-api";

/** The Visitors screen's request (docs/owner.md#visitors): the range it asks for checked, the site's report passed on, a plain word when the database cannot be read. */
const asked: { since: string; until: string }[] = [];
let failure: Error | undefined;
const deps: VisitorsDeps = {
  currentDay: () => "2026-11-29",
  visits: {
    async report(range) {
      asked.push(range);
      if (failure) throw failure;
      return { ...range, days: [{ day: range.since, views: 3, visitors: 2 }], pages: [{ path: "/", kind: "home", views: 3 }], referrers: [], screens: [], languages: [], speed: [] };
    },
    async close() {},
  },
};
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://studio.test");
    void visitorsApi(request, response, url, deps).then((answered) => answered || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function read(query: string) {
  asked.length = 0;
  const answer = await fetch(`${base}/api/visitors${query}`);
  return { status: answer.status, body: (await answer.json()) as VisitReport & { message?: string } };
}

describe("the studio's visitors request", () => {
  it("asks the site's report for the last 30 days, today included, unless given a range", async () => {
    const last30 = await read("");
    expect(last30.status).toBe(200);
    expect(asked).toEqual([{ since: "2026-10-31", until: "2026-11-29" }]);
    expect(last30.body).toMatchObject({ since: "2026-10-31", until: "2026-11-29", days: [{ day: "2026-10-31", views: 3, visitors: 2 }], pages: [{ path: "/", kind: "home", views: 3 }] });
    await read("?since=2026-11-23&until=2026-11-29");
    expect(asked).toEqual([{ since: "2026-11-23", until: "2026-11-29" }]);
    await read("?since=2026-11-01");
    expect(asked).toEqual([{ since: "2026-11-01", until: "2026-11-29" }]);
    await read("?until=2026-02-28");
    expect(asked).toEqual([{ since: "2026-01-30", until: "2026-02-28" }]);
    await read("?since=2025-01-01&until=2025-12-31");
    expect(asked).toEqual([{ since: "2025-01-01", until: "2025-12-31" }]);
  });

  it("refuses a day that is not a date, a range backwards or longer than a year, in plain words, without asking the database", async () => {
    expect(await read("?since=2026-02-30")).toEqual({ status: 400, body: { message: '"2026-02-30" is not a date: give the first day as year-month-day, for example 2026-03-14.' } });
    expect(await read("?until=yesterday")).toEqual({ status: 400, body: { message: '"yesterday" is not a date: give the last day as year-month-day, for example 2026-03-14.' } });
    expect(await read("?since=2026-11-29T00:00")).toMatchObject({ status: 400 });
    expect(await read("?since=2026-11-29&until=2026-11-01")).toEqual({ status: 400, body: { message: "The first day (2026-11-29) comes after the last (2026-11-01)." } });
    expect(await read("?since=2024-01-01&until=2024-12-31")).toMatchObject({ status: 200 });
    expect(await read("?since=2024-01-01&until=2025-01-01")).toEqual({ status: 400, body: { message: "Ask for at most 366 days at once: 2024-01-01 to 2025-01-01 is longer." } });
    await read("?since=nope");
    expect(asked).toEqual([]);
  });

  it("says plainly when the site's database cannot be read", async () => {
    failure = new Error("the database file is locked");
    try {
      expect(await read("")).toEqual({ status: 503, body: { message: "The visits could not be read from the site's database: the database file is locked" } });
    } finally {
      failure = undefined;
    }
  });

  it("is the studio's, over the site's own database, and only for a signed-in owner", async () => {
    const site = fileURLToPath(new URL("../../../site/", import.meta.url));
    const dataDir = mkdtempSync(path.join(tmpdir(), "editor-visitors-"));
    const editor = await startEditorForTests({ client: false, contentDir: path.join(site, "content"), mediaDir: path.join(site, "public", "media"), previewPort: 0, database: { VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" } });
    try {
      expect((await fetch(`${editor.base}/api/visitors`)).status).toBe(401);
      const week = await editor.get("/api/visitors?since=2026-03-08&until=2026-03-14");
      expect(week.status).toBe(200);
      const report = (await week.json()) as VisitReport;
      expect(report.days.map((day) => [day.day, day.views])).toEqual(["08", "09", "10", "11", "12", "13", "14"].map((d) => [`2026-03-${d}`, 0]));
      expect((await editor.get("/api/visitors?since=soon")).status).toBe(400);
    } finally {
      await editor.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
