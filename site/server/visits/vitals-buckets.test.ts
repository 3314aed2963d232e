import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketOf, bucketTop, p75, type Metric } from "./vitals-buckets.mjs";

/** Real-user speed kept as histograms (docs/behaviour/visits.md#real-user-speed). */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;
const histogram = (metric: Metric, values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(bucketOf(metric, v), (counts.get(bucketOf(metric, v)) ?? 0) + 1);
  return [...counts].map(([bucket, samples]) => ({ bucket, samples }));
};

describe("vitals buckets", () => {
  it("give the p75 of the samples, rounded up to their bucket's top, never below it, a threshold read as itself", () => {
    const ms = fc.array(fc.integer({ min: 0, max: 59_000 }), { minLength: 1, maxLength: 200 });
    fc.assert(
      fc.property(ms, (values) => {
        for (const metric of ["lcp", "inp", "ttfb"] as const) {
          const exact = exactP75(values);
          const read = p75(metric, histogram(metric, values))!;
          expect(read).toBeGreaterThanOrEqual(exact);
          expect(read).toBe(bucketTop(metric, bucketOf(metric, exact)));
          // Finest near the thresholds: at most a 25 ms step above under 500 ms, a 100 ms one under 2 s (0 reads as its bucket's top, 25).
          if (exact <= 500) expect(read - exact).toBeLessThanOrEqual(25);
          else if (exact <= 2000) expect(read - exact).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it("reads a p75 summed over days as from the samples together, and CLS in its own unit", () => {
    const monday = [800, 900, 1200, 2600];
    const tuesday = [1000, 1100, 3100, 4000];
    const summed = [...histogram("lcp", monday), ...histogram("lcp", tuesday)];
    expect(p75("lcp", summed)).toBe(p75("lcp", histogram("lcp", [...monday, ...tuesday])));
    expect(p75("lcp", summed)).toBe(3000);
    expect(p75("cls", histogram("cls", [0, 0.02, 0.05, 0.09]))).toBe(0.05);
    expect(p75("cls", histogram("cls", [0.1, 0.1, 0.1]))).toBe(0.1);
    expect(p75("inp", histogram("inp", [200]))).toBe(200);
    expect(p75("lcp", histogram("lcp", [2500]))).toBe(2500);
    // A sample of 0 (a page from the browser's cache) is in the first bucket, read as its top.
    expect(p75("ttfb", histogram("ttfb", [0]))).toBe(25);
    expect(p75("lcp", histogram("lcp", [2501]))).toBe(3000);
    expect(bucketOf("cls", 250)).toBe(bucketOf("cls", 9.9));
    expect(p75("inp", [])).toBeNull();
  });
});
