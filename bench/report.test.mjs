import { describe, expect, it } from "vitest";
import { KB, evaluateBars } from "./bars.mjs";
import { cell, formatBarsTable, formatKb, formatReport, formatResultsTable } from "./report.mjs";

const size = (raw, gzip) => ({ raw, gzip, count: 1 });
const measured = {
  type: "home",
  label: "Home",
  path: "/",
  errors: [],
  bytes: {
    js: size(434_191, 135_575),
    css: size(2048, 1024),
    inlineScripts: size(2483, 1621),
    consentBoot: null,
    consentUi: size(22_900, 8_192),
    reactDom: ["http://localhost:3406/assets/entry.client-X.js"],
    largest: [{ kind: "script", url: "http://localhost:3406/assets/entry.client-X.js", inline: false, raw: 214_791, gzip: 66_346 }],
  },
  bytesReturning: { js: size(80_000, 26_624), css: size(2048, 1024), inlineScripts: size(2483, 1621), consentBoot: null, consentUi: null, reactDom: [], largest: [] },
  lighthouse: {
    performance: 98, accessibility: 100, bestPractices: 96, seo: 100, lcp: 1912.4, tbt: 0, cls: 0.00012, runs: 3, runtimeErrors: [],
    failingAudits: [{ category: "best-practices", id: "errors-in-console", title: "Browser errors were logged to the console", runs: 3, examples: ["Failed to load resource (http://localhost:3406/favicon.ico)"] }],
  },
};
const missing = { type: "gallery", label: "Post (gallery)", path: null, bytes: null, lighthouse: null, errors: [] };
const pages = [measured, missing];
const meta = { date: "2026-01-01 10:00 UTC", node: "v20.20.2", chromium: "156.0", lighthouse: "12.8.2", runs: 3 };
const rowOf = (text, start) => text.split("\n").find((line) => line.startsWith(start));

describe("formatKb and cell", () => {
  it("prints KB of 1024 bytes with one decimal, and a dash for nothing", () => {
    expect(formatKb(100 * KB)).toBe("100.0");
    expect(formatKb(1536)).toBe("1.5");
    expect(formatKb(undefined)).toBe("—");
    expect(formatKb(Number.NaN)).toBe("—");
  });

  it("keeps pipes and newlines from breaking a table row", () => {
    expect(cell("a|b\nc")).toBe("a\\|b c");
  });
});

describe("formatResultsTable", () => {
  const table = formatResultsTable(pages);

  it("has one row per page type with sizes, scores and metrics", () => {
    expect(table.split("\n")[0]).toBe("| Page | URL | JS raw KB | JS gzip KB | JS gzip KB, returning | React DOM, new / returning | CSS raw KB | CSS gzip KB | Inline scripts gzip KB | Consent boot gzip KB | Consent UI gzip KB | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |");
    expect(rowOf(table, "| Home")).toBe("| Home | `/` | 424.0 | 132.4 | 26.0 | yes / no | 2.0 | 1.0 | 1.6 | — | 8.0 | 98 | 100 | 96 | 100 | 1912 | 0 | 0.000 |");
  });

  it("says a page type was not found and leaves its cells empty", () => {
    expect(rowOf(table, "| Post (gallery)")).toBe("| Post (gallery) | not found | — | — | — | — | — | — | — | — | — | — | — | — | — | — | — | — |");
  });
});

describe("formatBarsTable", () => {
  it("shows pass or FAIL with the value per page, and a dash where nothing was judged", () => {
    const table = formatBarsTable(evaluateBars(pages), pages);
    expect(rowOf(table, "| First-load JS (gzip) |")).toBe("| First-load JS (gzip) | ≤ 30 KB | **FAIL** 132.4 KB | — |");
    expect(rowOf(table, "| React DOM loaded before any interaction |")).toBe("| React DOM loaded before any interaction | no | **FAIL** yes (1 file) | — |");
    expect(rowOf(table, "| React DOM loaded before any interaction, returning")).toBe("| React DOM loaded before any interaction, returning visitor | no | pass no | — |");
    expect(rowOf(table, "| Lighthouse best practices")).toBe("| Lighthouse best practices | = 100 | **FAIL** 96 | — |");
    expect(rowOf(table, "| Cumulative Layout Shift")).toBe("| Cumulative Layout Shift | < 0.0005 (prints as 0.000) | pass 0.000 | — |");
    expect(rowOf(table, "| Inline consent boot")).toBe("| Inline consent boot script (gzip) | ≤ 4 KB | — | — |");
  });
});

describe("formatReport", () => {
  const report = formatReport({ pages, evaluations: evaluateBars(pages), notes: ["Post (gallery): not measured."], meta });

  it("names the date, Node, Chromium, Lighthouse and run count", () => {
    expect(report).toContain("Generated 2026-01-01 10:00 UTC by `npm run bench` · Node v20.20.2 · Chromium 156.0 · Lighthouse 12.8.2 (mobile, default simulated throttling), 3 runs per page, median");
  });

  it("lists every missed bar, the notes, the heaviest files and the audits that lost points", () => {
    expect(report).toContain("- Home /: First-load JS (gzip) 132.4 KB, bar ≤ 30 KB\n- Home /: React DOM loaded before any interaction yes (1 file), bar no");
    expect(report).toContain("- Home /: Lighthouse best practices 96, bar = 100");
    expect(report).toContain("- Post (gallery): not measured.");
    expect(report).toContain("- JS `/assets/entry.client-X.js`: 64.8 KB gzip (209.8 KB raw)");
    expect(report).toContain("- best-practices: `errors-in-console` Browser errors were logged to the console — 3/3\n  - Failed to load resource (http://localhost:3406/favicon.ico)");
  });

  it("adds the after-consent table only when that pass ran", () => {
    expect(report).not.toContain("Lighthouse after consent");
    const consented = { ...measured, lighthouseAfterConsent: { ...measured.lighthouse, performance: 99, tbt: 12.4 } };
    const text = formatReport({ pages: [consented], evaluations: evaluateBars([consented]), notes: [], meta });
    expect(text).toContain("| Page | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |");
    expect(rowOf(text, "| Home | 99")).toBe("| Home | 99 | 100 | 96 | 100 | 1912 | 12 | 0.000 |");
    expect(text).toContain("| Lighthouse performance (mobile), after consent | = 100 | **FAIL** 99 |");
  });

  it("says so when every bar is met, and when Lighthouse did not run", () => {
    const good = { ...measured, bytes: { ...measured.bytes, js: size(90_000, 28_000), reactDom: [] }, lighthouse: null };
    const text = formatReport({ pages: [good], evaluations: evaluateBars([good]), notes: [], meta: { ...meta, runs: 0 } });
    expect(text).toContain("**Every measured bar is met.**");
    expect(text).toContain("· Lighthouse not run");
    expect(text).not.toContain("## Notes");
  });
});

describe("a page whose measurement failed", () => {
  it("shows dashes, the error, and fails its bars instead of crashing", () => {
    const broken = { type: "post", label: "Post (standard)", path: "/blog/x", bytes: { failed: true }, lighthouse: { failed: true }, errors: ["byte measurement failed: timeout"] };
    const evaluations = evaluateBars([broken]);
    const text = formatReport({ pages: [broken], evaluations, notes: [], meta });
    expect(rowOf(text, "| Post (standard)")).toBe("| Post (standard) | `/blog/x` | — | — | — | — / — | — | — | — | — | — | — | — | — | — | — | — | — |");
    expect(text).toContain("- Error: byte measurement failed: timeout");
    expect(text).toContain("- Post (standard) /blog/x: First-load JS (gzip) not measured, bar ≤ 30 KB");
  });
});
