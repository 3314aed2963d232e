import { describe, expect, it } from "vitest";
import { losingAudits, median, summarizeRuns } from "./lighthouse-summary.mjs";

function lhr({ perf, lcp, tbt = 0, cls = 0, bp = 1, consoleError = false }) {
  return {
    lighthouseVersion: "12.8.2",
    environment: { hostUserAgent: "HeadlessChrome/156" },
    categories: {
      performance: { score: perf, auditRefs: [{ id: "largest-contentful-paint", weight: 25 }] },
      accessibility: { score: 1, auditRefs: [] },
      "best-practices": { score: bp, auditRefs: [{ id: "errors-in-console", weight: 1 }, { id: "unweighted", weight: 0 }] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      "largest-contentful-paint": { title: "Largest Contentful Paint", score: lcp < 2500 ? 1 : 0.8, numericValue: lcp, displayValue: `${lcp} ms` },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "errors-in-console": {
        title: "Browser errors were logged to the console",
        score: consoleError ? 0 : 1,
        details: { items: consoleError ? [{ description: "404", sourceLocation: { url: "http://x/favicon.ico" } }] : [] },
      },
      unweighted: { title: "Not scored", score: 0 },
    },
  };
}

describe("median", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe("summarizeRuns", () => {
  it("gives the median of each score and metric on its own", () => {
    const summary = summarizeRuns([
      lhr({ perf: 0.97, lcp: 2600, tbt: 80 }),
      lhr({ perf: 0.99, lcp: 1800, tbt: 0, cls: 0.01 }),
      lhr({ perf: 0.98, lcp: 2000, tbt: 20 }),
    ]);
    expect(summary).toMatchObject({ performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcp: 2000, tbt: 20, cls: 0, runs: 3, lighthouseVersion: "12.8.2" });
  });

  it("lists weighted audits that lost points, with how many runs and an example", () => {
    const summary = summarizeRuns([lhr({ perf: 1, lcp: 1000, bp: 0.96, consoleError: true }), lhr({ perf: 1, lcp: 1000 })]);
    expect(summary.failingAudits).toEqual([
      { category: "best-practices", id: "errors-in-console", title: "Browser errors were logged to the console", runs: 1, displayValue: undefined, examples: ["404 (http://x/favicon.ico)"] },
    ]);
  });

  it("leaves a category it could not score as NaN, so its bar fails", () => {
    const broken = lhr({ perf: null, lcp: 1000 });
    expect(summarizeRuns([broken]).performance).toBeNaN();
  });
});

describe("examplesOf", () => {
  it("names a flagged link by its text and address", async () => {
    const { examplesOf } = await import("./lighthouse-summary.mjs");
    expect(examplesOf({ details: { items: [{ href: "/about", text: "Read more" }] } })).toEqual(['link "Read more" to /about']);
  });
});

describe("losingAudits", () => {
  it("ignores audits with no weight or no score", () => {
    expect(losingAudits(lhr({ perf: 1, lcp: 3000 })).map((a) => a.id)).toEqual(["largest-contentful-paint"]);
  });
});
