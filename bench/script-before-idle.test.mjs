import { describe, expect, it } from "vitest";
import { executedBeforeIdle, executedLength, IDLE_MARK, scriptTimeBeforeIdle, unionLength } from "./script-before-idle.mjs";
import { formatScriptTable } from "./script-report.mjs";

const range = (startOffset, endOffset, count) => ({ startOffset, endOffset, count });

describe("executedLength (V8 precise coverage)", () => {
  it("counts what ran: an inner block that never ran is taken out of its function", () => {
    // A 100-byte script that ran; a function at 10–60 that ran, with a branch at 20–30 that did not.
    const functions = [{ ranges: [range(0, 100, 1)] }, { ranges: [range(10, 60, 1), range(20, 30, 0)] }];
    expect(executedLength(functions)).toBe(90);
  });

  it("counts nothing of a function that never ran, but a block inside it that did", () => {
    expect(executedLength([{ ranges: [range(0, 100, 1)] }, { ranges: [range(40, 80, 0)] }])).toBe(60);
    expect(executedLength([{ ranges: [range(0, 50, 0)] }, { ranges: [range(10, 20, 3)] }])).toBe(10);
  });

  it("handles ranges that share a start or an end", () => {
    const functions = [{ ranges: [range(0, 30, 1)] }, { ranges: [range(0, 10, 0)] }, { ranges: [range(20, 30, 0)] }];
    expect(executedLength(functions)).toBe(10);
  });
});

describe("unionLength", () => {
  it("counts overlapping time once", () => {
    expect(unionLength([[0, 10], [5, 15], [20, 25], [21, 22]])).toBe(20);
    expect(unionLength([])).toBe(0);
  });
});

describe("scriptTimeBeforeIdle (Chromium trace)", () => {
  const main = { pid: 1, tid: 7 };
  const event = (name, ts, dur, where = main) => ({ name, ph: "X", ts, dur, ...where });
  it("sums the main thread's script and compile time up to the idle mark, nested events once", () => {
    const events = [
      { name: "thread_name", ph: "M", ts: 0, ...main },
      event("EvaluateScript", 1000, 4000),
      event("v8.compile", 1500, 1000), // inside EvaluateScript: counted once
      event("FunctionCall", 10_000, 2000),
      event("ParseHTML", 20_000, 5000), // not script
      event("FunctionCall", 30_000, 1000, { pid: 2, tid: 7 }), // another process
      { name: IDLE_MARK, ph: "R", ts: 11_000, ...main },
      event("FunctionCall", 12_000, 3000), // after idle
    ];
    expect(scriptTimeBeforeIdle(events)).toEqual({ scriptMs: 5, compileMs: 1 });
  });

  it("is null without the mark", () => {
    expect(scriptTimeBeforeIdle([event("FunctionCall", 0, 10)])).toBeNull();
  });
});

describe("executedBeforeIdle", () => {
  it("counts inline scripts and scripts requested before idle, heaviest first", () => {
    const page = "http://localhost/about";
    const coverage = [
      { url: page, source: "x".repeat(40), functions: [{ ranges: [range(0, 40, 1)] }] },
      { url: "http://localhost/assets/entry.js", source: "x".repeat(200), functions: [{ ranges: [range(0, 200, 1)] }, { ranges: [range(50, 150, 0)] }] },
      { url: "http://localhost/assets/back-to-top.js", source: "x".repeat(30), functions: [{ ranges: [range(0, 30, 1)] }] },
    ];
    const result = executedBeforeIdle(coverage, { pageUrl: page, fetchedBeforeIdle: new Set(["http://localhost/assets/entry.js"]) });
    expect(result.executed).toBe(140);
    expect(result.loaded).toBe(240);
    expect(result.scripts.map((s) => [s.url, s.inline, s.executed])).toEqual([
      ["http://localhost/assets/entry.js", false, 100],
      [page, true, 40],
    ]);
  });
});

describe("formatScriptTable", () => {
  it("prints one row per page found, with the share that ran", () => {
    const table = formatScriptTable([
      { label: "Home", path: "/", script: { idleMs: 412.4, executed: 51_200, loaded: 204_800, scriptMs: 88.6, compileMs: 12.2 }, scriptReturning: { executed: 20_480 } },
      { label: "Product", path: null, script: null },
    ]);
    expect(table.split("\n")[2]).toBe("| Home | 412 | 50.0 | 200.0 | 25 % | 89 | 12 | 20.0 |");
    expect(table.split("\n")).toHaveLength(3);
  });
});
