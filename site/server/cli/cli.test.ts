import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createConsentLog } from "../db/consent-log.mjs";
import { openDatabase } from "../db/open-database.mjs";
import { createSubmissionStore } from "../db/submissions.mjs";
import { main as consentLog } from "./consent-log.mjs";
import { toCsv } from "./export-format.mjs";
import { main as submissions } from "./submissions.mjs";
import { main as consentRetention } from "./consent-retention.mjs";
import { main as migrateCommand } from "./migrate.mjs";
import { main as stats } from "./stats.mjs";
import { recordVisit } from "../visits/visit-store.mjs";

/** The owner's commands over a real embedded database (docs/server.md#forms, docs/server.md#consent-log-proof-of-consent). */
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-cli-"));
const env = { VITRINE_DATA_DIR: dir, DATABASE_URL: "" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function seed() {
  const { db } = await openDatabase(env);
  const store = createSubmissionStore(db);
  await store.add({ form: "contact", page: "/contact", fields: { name: "Ann", message: "Hello, \"you\"\nthere" }, receivedAt: Date.UTC(2025, 11, 31, 23) });
  await store.add({ form: "contact", page: "/contact", fields: { name: "=HYPERLINK(\"http://evil.example\")", message: "Hi" }, receivedAt: Date.UTC(2026, 0, 2) });
  await store.add({ form: "enquiry", page: "/shop/moon-jar", language: "fr", fields: { name: "Ben", message: "Glaze?", _product: "Moon jar" }, receivedAt: Date.UTC(2026, 0, 3) });
  const base = { layer: "1" as const, policyVersion: "1", bannerHash: "h", page: "/", visitorHash: "v" };
  const log = createConsentLog(db);
  await log.append({ ...base, consentId: "aaaaaaaa-1111-2222-3333-444444444444", recordedAt: Date.UTC(2026, 0, 5), method: "reject-all", choices: { control: "notice", consent: "no", categories: { analytics: false }, services: {} } });
  await log.append({ ...base, consentId: "bbbbbbbb-1111-2222-3333-444444444444", recordedAt: Date.UTC(2026, 0, 6), method: "gpc", choices: { control: "signal", consent: "no", categories: {}, services: {}, gpc: true } });
  await db.close();
}
const ready = seed();

describe("npm run submissions", () => {
  it("exports a period as CSV, the fields as columns, quoted and never a formula", async () => {
    await ready;
    const csv = await submissions(["--since", "2026-01-01", "--format", "csv"], env);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,form,received,page,page_language,name,message,_product");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,contact,2026-01-02T00:00:00.000Z,/contact,,"'=HYPERLINK(""http://evil.example"")",Hi,`);
    expect(lines[2]).toMatch(/,enquiry,2026-01-03T00:00:00.000Z,\/shop\/moon-jar,fr,Ben,Glaze\?,Moon jar$/);
  });

  it("filters by form and prints JSON lines; refuses a bad day or format with the reason", async () => {
    await ready;
    const json = (await submissions(["--form", "contact", "--format", "json"], env)).trim().split("\n").map((l) => JSON.parse(l));
    expect(json.map((s) => s.name)).toEqual(["Ann", '=HYPERLINK("http://evil.example")']);
    expect(json[0].message).toBe('Hello, "you"\nthere');
    await expect(submissions(["--since", "2026-02-30"], env)).rejects.toThrow('--since must be a day such as 2026-01-01; received "2026-02-30"');
    await expect(submissions(["--format", "xml"], env)).rejects.toThrow("--format must be csv or json");
  });
});

describe("npm run consent-log", () => {
  it("shows one visitor's events by consent id, and exports the log", async () => {
    await ready;
    const events = (await consentLog(["--id", "aaaaaaaa-1111-2222-3333-444444444444"], env)).trim().split("\n").map((l) => JSON.parse(l));
    expect(events).toEqual([expect.objectContaining({ method: "reject-all", control: "notice", consent: "no", recorded: "2026-01-05T00:00:00.000Z" })]);
    await expect(consentLog(["--id", "nobody"], env)).rejects.toThrow("No consent events for the id nobody");
    const csv = await consentLog(["--since", "2026-01-06"], env);
    expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
    expect(csv).toContain(",signal,gpc,,no,{},{},,true,/,1,h,v");
  });

  it("CSV: every cell that a spreadsheet would run is neutralised", () => {
    expect(toCsv(["a"], [{ a: "+1" }, { a: "-2" }, { a: "@x" }, { a: "plain" }])).toBe("a\r\n'+1\r\n'-2\r\n'@x\r\nplain\r\n");
  });
});

describe("npm run consent-log-retention and npm run migrate", () => {
  it("deletes the events older than the retention period, on a connection of its own", async () => {
    await ready;
    const at = Date.UTC(2027, 0, 5, 12);
    expect(await consentRetention([], { ...env, CONSENT_LOG_RETENTION_MONTHS: "12" }, { now: at })).toBe("Consent log: removed 1 event(s) older than 12 months.\n");
    expect((await consentLog(["--format", "json"], env)).trim().split("\n")).toHaveLength(1);
  });

  it("finds the embedded database up to date, and gives roles only on PostgreSQL", async () => {
    await ready;
    expect(await migrateCommand([], env)).toBe("The database is up to date.\n");
    await expect(migrateCommand(["--server-role", "vitrine_server"], env)).rejects.toThrow("roles are PostgreSQL's");
  });
});

describe("npm run stats", () => {
  it("prints views per path per day as a table, CSV or JSON lines, and refuses a bad day or format", async () => {
    await ready;
    const { db } = await openDatabase(env);
    const view = { t: "view" as const, kind: "post", lang: "en", ref: "", screen: "phone" };
    await recordVisit(db, { ...view, path: "/journal/first-firing" }, { day: "2026-01-04", visitor: "a" });
    await recordVisit(db, { ...view, path: "/journal/first-firing" }, { day: "2026-01-05", visitor: "a" });
    await recordVisit(db, { ...view, path: "/journal/first-firing" }, { day: "2026-01-05", visitor: "b" });
    await recordVisit(db, { ...view, path: "/", kind: "home" }, { day: "2026-01-05", visitor: "b" });
    await db.close();
    expect(await stats([], env)).toBe(
      [
        "day         path                   kind  views",
        "2026-01-04  /journal/first-firing  post      1",
        "2026-01-05  /journal/first-firing  post      2",
        "2026-01-05  /                      home      1",
        "",
        "4 views",
        "",
      ].join("\n"),
    );
    expect(await stats(["--since", "2026-01-05", "--format", "csv"], env)).toBe("day,path,kind,views\r\n2026-01-05,/journal/first-firing,post,2\r\n2026-01-05,/,home,1\r\n");
    const json = (await stats(["--until", "2026-01-04", "--format", "json"], env)).trim().split("\n").map((l) => JSON.parse(l));
    expect(json).toEqual([{ day: "2026-01-04", path: "/journal/first-firing", kind: "post", views: 1 }]);
    expect(await stats(["--since", "2027-01-01"], env)).toBe("No views counted in that period.\n");
    await expect(stats(["--until", "2026-13-01"], env)).rejects.toThrow('--until must be a day such as 2026-01-01; received "2026-13-01"');
    await expect(stats(["--format", "xml"], env)).rejects.toThrow("--format must be table, csv or json");
  });
});
