import { describe, expect, it } from "vitest";
import { CONTROL_PAGE, barsTheFloorMisses, serveControlPage } from "./control-page.mjs";
import { formatControlSection } from "./report.mjs";

describe("the control page", () => {
  it("is served as HTML at / on a local port, and nothing else is", async () => {
    const page = await serveControlPage();
    try {
      const response = await fetch(page.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      const html = await response.text();
      expect(html).toBe(CONTROL_PAGE);
      expect(html).not.toMatch(/<script|<link rel="stylesheet|<img|<style/);
      expect(html).toContain('<link rel="icon" href="data:,">');
      expect((await fetch(new URL("/favicon.ico", page.url))).status).toBe(404);
    } finally {
      await page.close();
    }
  });

  const floor = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcp: 765.3, tbt: 40, tbtRuns: [69, 40, 3], cls: 0 };

  it("prints its medians and each run's blocking time, and the bars even it misses", () => {
    const text = formatControlSection(floor).join("\n");
    expect(text).toContain("| Control page | 100 | 765 | 40 | 69, 40, 3 | 0.000 |");
    expect(text).toContain("The control page itself misses: Total Blocking Time 40 ms (bar ≤ 10 ms). No page can be seen to meet that bar");
  });

  it("counts only the bars that time the page: its other scores are about its markup", () => {
    expect(barsTheFloorMisses({ ...floor, tbt: 0, bestPractices: 96 })).toEqual([]);
    expect(barsTheFloorMisses({ ...floor, performance: 98, lcp: 1600 })).toEqual([
      "Lighthouse performance (mobile) 98 (bar = 100)",
      "Total Blocking Time 40 ms (bar ≤ 10 ms)",
      "Largest Contentful Paint 1600 ms (bar ≤ 1.5 s)",
    ]);
  });

  it("says nothing more when the control page meets every bar", () => {
    expect(barsTheFloorMisses({ ...floor, tbt: 0 })).toEqual([]);
    expect(formatControlSection({ ...floor, tbt: 0 }).join("\n")).not.toContain("itself misses");
  });

  it("says so when it could not be measured, and prints nothing when Lighthouse was skipped", () => {
    expect(formatControlSection({ failed: true, error: "Chromium did not start" }).join("\n")).toContain("could not be measured: Chromium did not start");
    expect(formatControlSection(undefined)).toEqual([]);
  });
});
