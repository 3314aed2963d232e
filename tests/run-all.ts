/**
 * `npm test`: the type check, the lint, the unit tests and the browser tests, with both cores
 * busy from the start (docs/testing.md#the-budget; 25 minutes for a clean clone's `.ci/run` on
 * 2 cores). The browser tests are the longest lane, so they start as soon as what they need
 * exists, and the checks take the time the browsers leave idle, at a lower priority:
 *
 *   site build ∥ studio page build ──► the studio's browser tests (one worker)
 *        └─► consent variants, static export ──► the visitors' browser tests
 *   route types ──► type check ∥ lint ──► unit tests      (nice 10, beside all of it)
 *
 * The first step to fail stops every other. Every port the run needs is checked first
 * (tests/e2e/ports.ts). The run ends with each step's time, the slowest files and tests of
 * Vitest and Playwright, and any browser test that passed only on its retry
 * (tests/run/cost-report.ts). `npm test -- <arguments>` passes them on to Playwright.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { checkPorts, e2ePort, editorPorts, sitePort } from "./e2e/ports";
import { buildVariants, chosenVariants } from "./e2e/consent-variants/build-variants";
import { repoDir, variantPorts } from "./e2e/consent-variants/variants";
import { buildStaticExport } from "./e2e/static-export/build-static-export";
import { staticExportPortUse } from "./e2e/static-export/paths";
import { startSiteServer } from "./e2e/site-server";
import { createSteps, seconds } from "./run/steps";
import { costReport } from "./run/cost-report";

/** The checks' priority beside the browser tests: they soak up the time the browsers wait. */
const CHECKS_NICE = 10;

const steps = createSteps(repoDir);
const reports = mkdtempSync(path.join(tmpdir(), "vitrine-test-cost-"));
const report = (name: string) => path.join(reports, `${name}.json`);
const playwrightArgs = process.argv.slice(2);
let siteServer: ChildProcess | undefined;

const slug = (step: string) => step.replace(/\W+/g, "-");

/** A Playwright run of some projects, with the site served by this run and a report of its own. */
const browserTests = (step: string, projects: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  steps.run(step, "npx", ["playwright", "test", ...projects.map((p) => `--project=${p}`), "--pass-with-no-tests", ...playwrightArgs], {
    env: { E2E_SITE_SERVED: "1", E2E_JSON_REPORT: report(slug(step)), E2E_OUTPUT_DIR: path.join("test-results", slug(step)), ...env },
  });

async function main() {
  const variants = chosenVariants(process.env.E2E_VARIANTS);
  await checkPorts([sitePort(), ...variantPorts(variants), staticExportPortUse(), ...editorPorts()]);
  const log = (line: string) => console.log(`[browser set-up] ${line}`);

  const checks = (async () => {
    // React Router's route types, once, for both the type check and the lint.
    await steps.run("route types", "npm", ["run", "typegen", "--silent"], { nice: CHECKS_NICE });
    await Promise.all([
      steps.run("type check", "npx", ["tsc"], { nice: CHECKS_NICE }),
      steps.run("lint", "npm", ["run", "lint:code", "--silent"], { nice: CHECKS_NICE }),
    ]);
    await steps.run("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report("vitest")}`], { nice: CHECKS_NICE });
  })();

  const browsers = (async () => {
    log("building the site and the studio's page");
    await Promise.all([
      steps.run("site build", "npm", ["run", "build", "--silent"], { quiet: true }),
      // Once for every studio spec (docs/decisions/048-the-studio-serves-its-build.md).
      steps.run("studio page build", "npm", ["run", "build", "-w", "editor", "--silent"], { quiet: true }),
    ]);
    siteServer = await startSiteServer(e2ePort());
    const setUp = steps.timed("consent variants and static export", async (signal) => {
      await buildVariants(variants, { log, signal });
      await buildStaticExport({ log, signal });
    });
    const studio = browserTests("studio browser tests", ["editor"]);
    await setUp;
    await Promise.all([studio, browserTests("visitor browser tests", ["mobile", "desktop"], { E2E_REUSE_VARIANTS: "1" })]);
  })();

  // A failure in either lane ends the other at once.
  await Promise.all([checks, browsers]);
}

function printCost(): string[] {
  const { text, flaky } = costReport({ vitest: report("vitest"), playwright: [report("studio-browser-tests"), report("visitor-browser-tests")], repoDir });
  if (text) console.log(`\n${text}`);
  return flaky;
}

const started = Date.now();
main()
  .then(() => {
    const flaky = printCost();
    console.log(`\nnpm test: every step passed in ${seconds(started)} (${steps.took().join(", ")})${flaky.length ? `; ${flaky.length} browser test(s) needed a retry: see above` : ""}`);
  })
  .catch((error: Error) => {
    steps.stop();
    printCost();
    console.error(`\nnpm test: ${error.message} after ${seconds(started)} (${steps.took().join(", ")})`);
    process.exitCode = 1;
  })
  .finally(() => {
    siteServer?.kill();
    rmSync(reports, { recursive: true, force: true });
  });
