/**
 * `npm run bench`: builds the site, serves it, measures each page type (first-load
 * bytes in Chromium, Lighthouse mobile), writes bench/report.md, prints it, and exits
 * non-zero when a bar (bench/bars.mjs) is missed. Settings: bench/options.mjs.
 */
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { describeMisses, evaluateBars, exitCodeFor } from "./bars.mjs";
import { accountResources } from "./bytes.mjs";
import { consentGivenCookies } from "./consent-cookies.mjs";
import { measureControlPage } from "./control-page.mjs";
import { collectPage, defaultOptions as collectDefaults, launchCollector } from "./collect.mjs";
import { discoverPages, searchOutcome } from "./discover.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { measureScriptBeforeIdle } from "./script-before-idle.mjs";
import { readOptions } from "./options.mjs";
import { checkoutLoadOptions, checkoutMisses, formatCheckoutSection, runCheckoutLoad } from "./checkout-load.mjs";
import { asLayer2Page, buildLayer2, layer2BuildDir } from "./layer2-build.mjs";
import { formatLoadSection, loadMisses, loadOptions, runLoad } from "./load.mjs";
import { formatReport } from "./report.mjs";
import { openReportFile, partialNote } from "./report-file.mjs";
import { startSiteServer } from "./server.mjs";
import { runScale } from "./scale/run-scale.mjs";
import { snapshotBuild } from "./snapshot.mjs";
import { formatWidgetSection, widgetSizes } from "./widget-sizes.mjs";

const repo = fileURLToPath(new URL("..", import.meta.url));
const log = (message) => console.error(`[bench] ${message}`);

function build() {
  log("building the site (npm run build)");
  // Build output goes to stderr so stdout carries only the report.
  const result = spawnSync("npm", ["run", "build"], { cwd: repo, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
}

/** Measures one discovered page; a failure is recorded on the page and fails its bars. */
async function measurePage(pick, origin, options, browser, notes) {
  const page = { ...pick, bytes: null, bytesReturning: null, script: null, scriptReturning: null, lighthouse: null, lighthouseAfterConsent: null, errors: [] };
  if (!pick.path) return page;
  const url = new URL(pick.path, origin).href;
  // A new visitor (the consent bar showing) and a returning one (a choice made): both first loads are judged.
  for (const [bytesKey, scriptKey, who, cookies] of [
    ["bytes", "script", "", []],
    ["bytesReturning", "scriptReturning", ", returning visitor", consentGivenCookies(origin)],
  ]) {
    try {
      log(`bytes${who}: ${pick.path}`);
      // The results page boots in steps (hydrate, then load the search code and index):
      // wait for its result line so everything it needs is counted.
      const ready = pick.type === "search" ? (page) => page.getByText(/results? for “|No results for “/).first().waitFor({ timeout: 20_000 }) : undefined;
      const collected = await collectPage(browser, url, { ready, cookies });
      if (collected.status !== 200) page.errors.push(`${pick.path} answered HTTP ${collected.status}`);
      if (collected.missing.length) page.errors.push(`fetched separately (the browser did not report them): ${collected.missing.join(", ")}`);
      page[bytesKey] = accountResources(collected.resources);
      if (pick.type === "search" && !who) {
        const outcome = searchOutcome(collected.text);
        notes.push(outcome ? `The search results page said: "${outcome.message}"` : "The search results page showed no result count when the network went idle.");
        if (outcome && !outcome.hasResults) notes.push("The search word found nothing: set BENCH_SEARCH_Q to a word the content has, so the page is measured with results.");
      }
    } catch (error) {
      page.errors.push(`byte measurement${who} failed: ${error.message}`);
      page[bytesKey] = { failed: true };
    }
    try {
      log(`script before idle${who}: ${pick.path}`);
      page[scriptKey] = await measureScriptBeforeIdle(browser, url, { viewport: collectDefaults.viewport, timeoutMs: collectDefaults.timeoutMs, cookies });
    } catch (error) {
      page.errors.push(`script measurement${who} failed: ${error.message}`);
    }
  }
  if (!options.lighthouse) return page;
  try {
    page.lighthouse = await runLighthouse(url, {
      runs: options.runs,
      onRun: (run, lhr) => log(`lighthouse ${pick.path} run ${run}/${options.runs}: performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}`),
    });
  } catch (error) {
    page.errors.push(`Lighthouse failed: ${error.message}`);
    page.lighthouse = { failed: true };
  }
  try {
    page.lighthouseAfterConsent = await runLighthouse(url, {
      runs: options.runs,
      cookies: consentGivenCookies(origin),
      onRun: (run, lhr) => log(`lighthouse after consent ${pick.path} run ${run}/${options.runs}: performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}`),
    });
  } catch (error) {
    page.errors.push(`Lighthouse after consent failed: ${error.message}`);
    page.lighthouseAfterConsent = { failed: true };
  }
  return page;
}

const lighthouseOf = (pages) => pages.find((p) => p.lighthouse?.lighthouseVersion)?.lighthouse.lighthouseVersion ?? "not run";

/** Measures every discovered page, one after another; `measured(results)` hears of each as it is done. */
async function measure(pages, origin, options, browser, notes, measured) {
  const results = [];
  for (const pick of pages) {
    results.push(await measurePage(pick, origin, options, browser, notes));
    measured(results);
  }
  return results;
}

async function main() {
  // BENCH_SCALE=N: the build and pages at catalogue sizes, instead of the page bench (scale/run-scale.mjs).
  if (process.env.BENCH_SCALE) return void (await runScale({ scale: process.env.BENCH_SCALE }));
  const options = readOptions(process.env);
  const load = loadavg().map((n) => n.toFixed(2)).join(" ");
  // Before the build, so a report path that cannot be written fails the run at once.
  const report = options.reportPath ? openReportFile(options.reportPath, repo) : undefined;
  if (options.build) build();
  if (options.build && options.layer2) buildLayer2(log);
  const snapshot = snapshotBuild();
  try {
    await benchSnapshot(snapshot, options, load, report);
  } finally {
    snapshot.remove();
  }
}

async function benchSnapshot(snapshot, options, load, report) {
  const { pages, notes } = discoverPages({
    clientDir: snapshot.clientDir,
    contentDir: process.env.VITRINE_CONTENT_DIR ?? `${repo}site/content`,
    searchWord: options.searchWord,
  });
  const search = pages.find((p) => p.type === "search" && p.path?.includes("?q="));
  if (search) notes.push(`Search results page searched for "${new URL(search.path, "http://x").searchParams.get("q")}" (a word from a post or product title; set BENCH_SEARCH_Q to choose).`);
  if (!options.lighthouse) notes.push("Lighthouse was skipped (BENCH_SKIP_LIGHTHOUSE): its bars were not judged.");

  const meta = (chromium, lighthouse) => ({ date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC", node: process.version, chromium, lighthouse, runs: options.lighthouse ? options.runs : 0, load });
  const server = await startSiteServer({ port: options.port, serveScript: snapshot.serveScript });
  log(`site served at ${server.origin}`);
  const browser = await launchCollector();
  let measured;
  let control;
  let chromium;
  try {
    chromium = browser.version();
    // Each page's figures are written as they come: a later failure loses none of them.
    const soFar = (done) => report?.write(formatReport({ pages: done, evaluations: evaluateBars(done), notes: [partialNote(done.length, pages.length), ...notes], meta: meta(chromium, lighthouseOf(done)) }));
    measured = await measure(pages, server.origin, options, browser, notes, soFar);
    if (options.layer2) measured.push(...(await measureLayer2(options, browser, notes, (done) => soFar([...measured, ...done]))));
    if (options.lighthouse) {
      log(`lighthouse on the control page (${options.runs} runs)`);
      control = await measureControlPage(options.runs);
    }
  } finally {
    await browser.close();
    await server.close();
  }

  // The load section runs its own server instances, after the browser is closed.
  const loadSettings = loadOptions(process.env);
  const loadRun = loadSettings.enabled
    ? await runLoad({ clientDir: snapshot.clientDir, serveScript: snapshot.serveScript, searchPath: search?.path, log }, loadSettings)
    : undefined;
  if (!loadRun) notes.push("The load and checkout sections were skipped (BENCH_SKIP_LOAD).");
  const checkoutRun = loadSettings.enabled ? await runCheckoutOnOwnCopy(checkoutLoadOptions(process.env)) : undefined;

  const cores = availableParallelism();
  const busiest = Math.max(Number(load.split(" ")[0]), loadavg()[0]);
  if (options.lighthouse && busiest > cores) {
    notes.push(`The machine was busy (1-minute load average up to ${busiest.toFixed(1)} on ${cores} cores): Lighthouse simulates a slow phone from what it observes, so TBT and the performance score read worse than on a quiet machine. Re-run when it is idle before acting on them.`);
  }
  const evaluations = evaluateBars(measured);
  const text = formatReport({ pages: measured, evaluations, notes, control, meta: meta(chromium, lighthouseOf(measured)) });
  const withWidgets = `${text.trimEnd()}\n\n${formatWidgetSection(widgetSizes(`${snapshot.clientDir}/assets`))}`;
  const withLoad = loadRun ? `${withWidgets.trimEnd()}\n\n${formatLoadSection(loadRun)}` : withWidgets;
  const fullReport = checkoutRun ? `${withLoad.trimEnd()}\n\n${formatCheckoutSection(checkoutRun)}` : withLoad;
  report?.write(fullReport);
  process.stdout.write(fullReport);
  const misses = [...describeMisses(evaluations), ...(loadRun ? loadMisses(loadRun) : []), ...(checkoutRun ? checkoutMisses(checkoutRun) : [])];
  const code = Math.max(exitCodeFor(evaluations), misses.length ? 1 : 0);
  if (code !== 0) console.error(`\nBars missed:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
  if (report) log(`report written to ${report.file}`);
  process.exitCode = code;
}

/**
 * The layer-2-primary build's pages (layer2-build.mjs), first load only: the same page
 * types and byte bars, served from a copy of that build; Lighthouse is the main build's.
 */
async function measureLayer2(options, browser, notes, measured) {
  let snapshot;
  try {
    snapshot = snapshotBuild({ buildDir: layer2BuildDir, attempts: 1 });
  } catch (error) {
    notes.push(`The layer-2-primary build was not measured: ${error.message}`);
    return [];
  }
  const server = await startSiteServer({ port: 0, serveScript: snapshot.serveScript });
  try {
    log(`layer-2-primary site served at ${server.origin}`);
    const { pages, notes: found } = discoverPages({ clientDir: snapshot.clientDir, contentDir: process.env.VITRINE_CONTENT_DIR ?? `${repo}site/content`, searchWord: options.searchWord });
    notes.push(...found.map((note) => `Layer 2 primary: ${note}`));
    notes.push("Layer 2 primary: the same site built with consent layer 2 primary (its banner showing, layer 1's bar silent); first load only, Lighthouse is not run on it.");
    return await measure(pages.map(asLayer2Page), server.origin, { ...options, lighthouse: false }, browser, notes, measured);
  } finally {
    await server.close();
    snapshot.remove();
  }
}

/** The checkout section sells from a copy of the build of its own: it raises one product's stock in that copy's catalogue. */
async function runCheckoutOnOwnCopy(settings) {
  const copy = snapshotBuild();
  try {
    return await runCheckoutLoad({ clientDir: copy.clientDir, serveScript: copy.serveScript, log }, settings);
  } finally {
    copy.remove();
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error.message}`);
  process.exitCode = 2;
});
