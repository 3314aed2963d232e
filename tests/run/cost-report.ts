import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the suite costs, printed at the end of `npm test` (docs/testing.md#the-budget): the slowest files
 * and tests of Vitest and of Playwright, so whoever adds a slow test sees it, and every
 * browser test that passed only on its retry, by name: flaky is a defect, not a pass.
 */

/** One test's time: its file, its title (with the Playwright project), and seconds. */
export type Timed = { file: string; title: string; seconds: number };
export type SuiteCost = { tests: Timed[]; flaky: string[] };

type VitestReport = {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { fullName: string; duration?: number | null }[] }[];
};

/** Vitest's JSON report: a file's time is its own start to end, which includes its set-up. */
export function vitestCost(report: VitestReport, repoDir: string): SuiteCost & { files: Timed[] } {
  const files: Timed[] = [];
  const tests: Timed[] = [];
  for (const result of report.testResults) {
    const file = path.relative(repoDir, result.name);
    files.push({ file, title: file, seconds: (result.endTime - result.startTime) / 1000 });
    for (const test of result.assertionResults) tests.push({ file, title: test.fullName, seconds: (test.duration ?? 0) / 1000 });
  }
  return { files, tests, flaky: [] };
}

type PlaywrightSuite = { title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightSpec = { title: string; file: string; tests: { projectName: string; status: string; results: { duration: number }[] }[] };
type PlaywrightReport = { suites: PlaywrightSuite[] };

/**
 * Playwright's JSON report: a test's time is the sum of its attempts; a test whose status is
 * "flaky" failed first and passed on its retry.
 */
export function playwrightCost(report: PlaywrightReport): SuiteCost {
  const tests: Timed[] = [];
  const flaky: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const title = `[${test.projectName}] ${[...titles, spec.title].join(" › ")}`;
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push({ file: spec.file, title, seconds });
        if (test.status === "flaky") flaky.push(`${spec.file}: ${title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite has the file's name as its title: the titles below it are the describes'.
  for (const file of report.suites) walk(file, []);
  return { tests, flaky };
}

/** The time of each file, summed over its tests (a Playwright file's tests run apart, on several workers). */
export function byFile(tests: readonly Timed[]): Timed[] {
  const sums = new Map<string, number>();
  for (const test of tests) sums.set(test.file, (sums.get(test.file) ?? 0) + test.seconds);
  return [...sums].map(([file, seconds]) => ({ file, title: file, seconds }));
}

/** The `count` slowest, slowest first, as lines `  12.3 s  title`. */
export function slowest(entries: readonly Timed[], count = 15): string[] {
  return [...entries]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((entry) => `${entry.seconds.toFixed(1).padStart(7)} s  ${entry.title}`);
}

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined);

/** The report's text, from the JSON files the runs wrote (a run that did not get that far is left out). */
export function costReport(options: { vitest: string; playwright: readonly string[]; repoDir: string }): { text: string; flaky: string[] } {
  const lines: string[] = [];
  const vitest = readJson<VitestReport>(options.vitest);
  if (vitest) {
    const cost = vitestCost(vitest, options.repoDir);
    lines.push("Slowest unit test files (Vitest):", ...slowest(cost.files), "Slowest unit tests:", ...slowest(cost.tests));
  }
  const runs = options.playwright.map((file) => readJson<PlaywrightReport>(file)).filter((report) => report !== undefined);
  const browser = runs.map(playwrightCost);
  const tests = browser.flatMap((cost) => cost.tests);
  const flaky = browser.flatMap((cost) => cost.flaky);
  if (tests.length > 0) {
    lines.push("Slowest browser test files (Playwright, summed over their tests):", ...slowest(byFile(tests)), "Slowest browser tests:", ...slowest(tests));
    lines.push(flaky.length ? `Browser tests that passed only on their retry (flaky is a defect: fix them):\n${flaky.map((f) => `  ${f}`).join("\n")}` : "No browser test needed its retry.");
  }
  return { text: lines.join("\n"), flaky };
}
