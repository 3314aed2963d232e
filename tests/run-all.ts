/**
 * `npm test`: the type check, the lint, the unit tests and the browser tests, stopping at
 * the first that fails. The browser tests' set-up (the site's build, then its consent
 * variants: tests/e2e/consent-variants/build-variants.ts) runs beside the first three at
 * a somewhat lower priority (nice 5): the type check and the lint each keep one core busy, so on a
 * two-core machine the set-up takes the other instead of minutes of its own before the
 * browser tests. Every port the run needs is checked first (tests/e2e/ports.ts).
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { checkPorts, editorPorts, sitePort } from "./e2e/ports";
import { BACKGROUND_NICE, buildVariants, chosenVariants } from "./e2e/consent-variants/build-variants";
import { repoDir, variantPorts } from "./e2e/consent-variants/variants";
import { buildStaticExport } from "./e2e/static-export/build-static-export";
import { staticExportPortUse } from "./e2e/static-export/paths";

const took: string[] = [];
// Ends the set-up's builds when a check fails first.
const stopSetUp = new AbortController();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a command, its output passed through; rejects with the step's name when it fails. */
function run(step: string, command: string, args: string[], options: { background?: boolean; env?: NodeJS.ProcessEnv; log?: (line: string) => void } = {}): Promise<void> {
  const started = Date.now();
  const stdio = options.log ? "pipe" : "inherit";
  const child = spawn(command, args, { cwd: repoDir, env: { ...process.env, ...options.env }, stdio: ["ignore", stdio, stdio], signal: stopSetUp.signal });
  if (options.background && child.pid) setPriority(child.pid, BACKGROUND_NICE);
  let output = "";
  if (options.log) {
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
  }
  return new Promise((resolve, reject) => {
    child.on("error", (error) => reject(stopSetUp.signal.aborted ? new Error(`${step} stopped`) : error));
    child.on("exit", (code) => {
      took.push(`${step} ${seconds(started)}`);
      if (code === 0) return resolve();
      if (options.log) process.stderr.write(output);
      reject(new Error(`${step} failed (exit ${code})`));
    });
  });
}

async function main() {
  const variants = chosenVariants(process.env.E2E_VARIANTS);
  await checkPorts([sitePort(), ...variantPorts(variants), staticExportPortUse(), ...editorPorts()]);

  const log = (line: string) => console.log(`[browser set-up] ${line}`);
  const setUpStarted = Date.now();
  const setUp = (async () => {
    log("building the site (npm run build), then its consent variants and its static export, beside the checks below");
    await run("site build", "npm", ["run", "build", "--silent"], { background: true, log });
    log(`site built in ${seconds(setUpStarted)}`);
    await buildVariants(variants, { log, background: true, signal: stopSetUp.signal });
    await buildStaticExport({ log, background: true, signal: stopSetUp.signal });
    took.push(`browser set-up (beside the checks) ${seconds(setUpStarted)}`);
  })();
  // Until it is awaited, a failure of the set-up must not end the process unreported.
  setUp.catch(() => undefined);

  await run("type check", "npm", ["run", "typecheck"]);
  await run("lint", "npm", ["run", "lint"]);
  await run("unit tests", "npm", ["run", "test:unit"]);
  const waited = Date.now();
  await setUp;
  took.push(`waiting for the browser set-up ${seconds(waited)}`);
  // `npm test -- <arguments>` passes them on to Playwright (a spec, --project, --grep).
  await run("browser tests", "npx", ["playwright", "test", ...process.argv.slice(2)], { env: { E2E_REUSE_VARIANTS: "1" } });
}

const started = Date.now();
main()
  .then(() => console.log(`\nnpm test: every step passed in ${seconds(started)} (${took.join(", ")})`))
  .catch((error: Error) => {
    stopSetUp.abort();
    console.error(`\nnpm test: ${error.message} after ${seconds(started)} (${took.join(", ")})`);
    process.exit(1);
  });
