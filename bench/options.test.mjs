import { describe, expect, it } from "vitest";
import { defaultOptions, readOptions } from "./options.mjs";

describe("readOptions", () => {
  it("uses the defaults with an empty environment", () => {
    expect(readOptions({})).toEqual(defaultOptions);
  });

  it("reads runs, port, skips, search word and report path", () => {
    expect(readOptions({ BENCH_RUNS: "1", BENCH_PORT: "4000", BENCH_SKIP_BUILD: "1", BENCH_SKIP_LIGHTHOUSE: "true", BENCH_SKIP_LAYER2: "1", BENCH_SEARCH_Q: "vase", BENCH_REPORT: "-" })).toEqual({
      runs: 1, port: 4000, build: false, lighthouse: false, layer2: false, searchWord: "vase", reportPath: null,
    });
  });

  it("refuses a run count that is not a positive whole number", () => {
    expect(() => readOptions({ BENCH_RUNS: "0" })).toThrow('BENCH_RUNS must be a positive whole number, got "0"');
    expect(() => readOptions({ BENCH_RUNS: "two" })).toThrow(/BENCH_RUNS/);
  });
});
