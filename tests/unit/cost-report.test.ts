import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { byFile, costReport, playwrightCost, slowest, vitestCost } from "../run/cost-report";

/** What `npm test` prints of its own cost (tests/run/cost-report.ts), from the runs' JSON reports. */
const playwrightReport = {
  suites: [
    {
      title: "forms.spec.ts",
      file: "forms.spec.ts",
      specs: [{ title: "sends the form", file: "forms.spec.ts", tests: [{ projectName: "mobile", status: "expected", results: [{ duration: 2500 }] }] }],
      suites: [
        {
          title: "without JavaScript",
          specs: [
            {
              title: "answers in a page",
              file: "forms.spec.ts",
              tests: [
                { projectName: "mobile", status: "flaky", results: [{ duration: 30000 }, { duration: 4000 }] },
                { projectName: "desktop", status: "expected", results: [{ duration: 1500 }] },
              ],
            },
          ],
        },
      ],
    },
    { title: "smoke.spec.ts", file: "smoke.spec.ts", specs: [{ title: "loads", file: "smoke.spec.ts", tests: [{ projectName: "mobile", status: "expected", results: [{ duration: 900 }] }] }] },
  ],
};

const vitestReport = {
  testResults: [
    { name: "/repo/site/a.test.ts", startTime: 1000, endTime: 4000, assertionResults: [{ fullName: "a works", duration: 2500 }, { fullName: "a fails well", duration: null }] },
    { name: "/repo/packages/b.test.ts", startTime: 1000, endTime: 1200, assertionResults: [{ fullName: "b works", duration: 100 }] },
  ],
};

describe("the suite's cost", () => {
  it("names each browser test with its project and describe, sums its attempts, and names the ones that passed only on a retry", () => {
    const cost = playwrightCost(playwrightReport);
    expect(cost.tests).toEqual([
      { file: "forms.spec.ts", title: "[mobile] sends the form", seconds: 2.5 },
      { file: "forms.spec.ts", title: "[mobile] without JavaScript › answers in a page", seconds: 34 },
      { file: "forms.spec.ts", title: "[desktop] without JavaScript › answers in a page", seconds: 1.5 },
      { file: "smoke.spec.ts", title: "[mobile] loads", seconds: 0.9 },
    ]);
    expect(cost.flaky).toEqual(["forms.spec.ts: [mobile] without JavaScript › answers in a page"]);
  });

  it("times a unit test file from its start to its end, its set-up included, and its tests by their own durations", () => {
    const cost = vitestCost(vitestReport, "/repo");
    expect(cost.files).toEqual([
      { file: "site/a.test.ts", title: "site/a.test.ts", seconds: 3 },
      { file: "packages/b.test.ts", title: "packages/b.test.ts", seconds: 0.2 },
    ]);
    expect(cost.tests.map((t) => t.seconds)).toEqual([2.5, 0, 0.1]);
  });

  it("sums a browser file over its tests and lists the slowest first, as many as asked", () => {
    const files = byFile(playwrightCost(playwrightReport).tests);
    expect(slowest(files, 1)).toEqual(["   38.0 s  forms.spec.ts"]);
    expect(slowest(files)).toHaveLength(2);
  });
});

describe("the report at the end of npm test", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("reads the runs that got that far, and says whether any browser test needed its retry", () => {
    dir = mkdtempSync(path.join(tmpdir(), "cost-report-"));
    writeFileSync(path.join(dir, "vitest.json"), JSON.stringify(vitestReport));
    writeFileSync(path.join(dir, "visitors.json"), JSON.stringify(playwrightReport));
    const report = costReport({ vitest: path.join(dir, "vitest.json"), playwright: [path.join(dir, "studio.json"), path.join(dir, "visitors.json")], repoDir: "/repo" });
    expect(report.text).toContain("Slowest unit test files (Vitest):\n    3.0 s  site/a.test.ts");
    expect(report.text).toContain("   34.0 s  [mobile] without JavaScript › answers in a page");
    expect(report.text).toContain("passed only on their retry (flaky is a defect: fix them):\n  forms.spec.ts: [mobile] without JavaScript › answers in a page");
    expect(report.flaky).toHaveLength(1);

    writeFileSync(path.join(dir, "visitors.json"), JSON.stringify({ suites: [playwrightReport.suites[1]] }));
    expect(costReport({ vitest: path.join(dir, "none.json"), playwright: [path.join(dir, "visitors.json")], repoDir: "/repo" }).text).toContain("No browser test needed its retry.");
  });
});
