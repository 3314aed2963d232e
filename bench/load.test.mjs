import { describe, expect, it } from "vitest";
import { formatLoadSection, loadMisses, loadOptions } from "./load.mjs";
import { visitsLost } from "./visit-post.mjs";

const row = (label, site, bare) => ({ label, path: "/", encoding: "br", site, bare });
const result = (requestsPerSec, errors = 0, non2xx = 0) => ({ requestsPerSec, p99Ms: 12, errors, non2xx, requests: requestsPerSec * 5 });

describe("load section", () => {
  it("reads its settings, bounded", () => {
    expect(loadOptions({})).toEqual({ enabled: true, seconds: 5, connections: 50, visitRequests: 5000 });
    expect(loadOptions({ BENCH_SKIP_LOAD: "1", BENCH_LOAD_SECONDS: "0", BENCH_LOAD_CONNECTIONS: "8" })).toEqual({ enabled: false, seconds: 1, connections: 8, visitRequests: 5000 });
  });

  it("reports the ratio to the bare server and the memory, and misses any error", () => {
    const load = {
      rows: [row("page", result(900), result(1000)), row("search", result(300, 2, 1))],
      memory: { startMb: 50, peakMb: 80, endMb: 60 },
      options: { seconds: 5, connections: 50 },
      loadAverage: "1.00 1.00 1.00",
    };
    const text = formatLoadSection(load);
    expect(text).toContain("| page `/` | 900 | 12 ms | 0 / 0 | 1000 | 12 ms | 90 % |");
    expect(text).toContain("| search `/` | 300 | 12 ms | 2 / 1 | — | — | — |");
    expect(text).toContain("50 MB at the start, 80 MB at the peak, 60 MB at the end");
    expect(loadMisses(load)).toEqual(["load search: 2 errors, 1 non-2xx answers (bar: 0)"]);
  });

  it("says how many visit beacons were answered and counted, and misses any lost", () => {
    const beacon = (visits) => ({ ...row("visit beacon, counted", result(2000)), path: "/api/visit", visits });
    const load = (visits) => ({ rows: [beacon(visits)], memory: { startMb: 50, peakMb: 80, endMb: 60 }, options: { seconds: 5, connections: 50 }, loadAverage: "1" });
    const counted = load({ answered: 10000, stored: 10000, lost: 0 });
    expect(formatLoadSection(counted)).toContain("\n\nVisit beacons: 10000 answered 204, 10000 counted in the database, none lost.\n");
    expect(loadMisses(counted)).toEqual([]);
    const lost = load({ answered: 10000, stored: 9990, lost: 10 });
    expect(formatLoadSection(lost)).toContain("9990 counted in the database (10 lost).");
    expect(loadMisses(lost)).toEqual(["load visit beacon, counted: 10000 answered 204 but 9990 counted (bar: every one counted once)"]);
    expect(visitsLost({ answered: 100, stored: 90 })).toBe(10);
    expect(visitsLost({ answered: 100, stored: 110 })).toBe(-10);
    expect(formatLoadSection(load({ answered: 100, stored: 110, lost: -10 }))).toContain("(10 counted twice)");
  });
});
