/**
 * The JavaScript a visitor's browser runs before the page is idle: what the site makes
 * every visitor pay for in CPU, beyond the bytes it downloads.
 *
 * "Idle" is the start of the first idle period after the load event (the first
 * `requestIdleCallback` asked for at load; the bench's own, asked for before any of the
 * site's, so the site's idle work comes after it). Until then, for each page:
 *
 * - executed bytes: from V8's precise coverage, the bytes of source in functions and
 *   blocks that ran at least once, in every script the page fetched before idle and
 *   every inline script. CPU speed does not change it, so it compares builds well.
 *   The page is stopped in the debugger at that idle moment while the coverage is read,
 *   so code the page scheduled for its own idle moments does not count.
 * - main-thread script time: from a Chromium trace, the time the page's main thread
 *   spent compiling and running JavaScript (script evaluation, module evaluation,
 *   compilation, function calls from events, timers and microtasks) before idle,
 *   overlapping events counted once. It depends on the machine, and from one load to the
 *   next it swings between two levels (whether V8 compiled the entry's code off the main
 *   thread in time): read the median of several loads, compared between pages and builds
 *   measured together, not as a phone's figure.
 */

/** @typedef {{ startOffset: number, endOffset: number, count: number }} CoverageRange */
/** @typedef {{ url: string, source?: string, functions: { ranges: CoverageRange[] }[] }} CoverageEntry */
/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, cat?: string, args?: any }} TraceEvent */

/** The mark the page sets when it first becomes idle after load. */
export const IDLE_MARK = "vitrine-bench-idle";

/**
 * Runs in the page before any of its scripts: marks the first idle moment after load and
 * stops there in the debugger, where the bench takes the coverage, so code the page
 * scheduled for its idle moments (asked for after the bench's) is not counted as run before.
 */
function markFirstIdle(mark) {
  // The page's own frames get this script too: only the page itself is measured.
  if (window !== window.top) return;
  addEventListener(
    "load",
    () =>
      requestIdleCallback(() => {
        performance.mark(mark);
        // eslint-disable-next-line no-debugger -- the bench pauses here to read the coverage at this very moment
        debugger;
      }),
    { once: true },
  );
}

/** Trace events of parsing and compiling JavaScript (lazy compilation included). */
const COMPILE_EVENTS = new Set([
  "v8.compile",
  "v8.compileModule",
  "v8.produceModuleCache",
  "V8.CompileCode",
  "V8.CompileScript",
  "V8.CompileIgnition",
  "V8.ParseProgram",
  "V8.ParseFunction",
  "V8.PreParse",
]);
/** Trace events that are JavaScript on the main thread: running it, and compiling it. */
const SCRIPT_EVENTS = new Set([
  ...COMPILE_EVENTS,
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.runMicrotasks",
]);

/**
 * Bytes of `source` covered by a range that ran (count > 0): V8 reports nested ranges,
 * each inner one overriding the outer for its span, so the innermost range decides.
 * @param {{ ranges: CoverageRange[] }[]} functions
 */
export function executedLength(functions) {
  const points = functions.flatMap(({ ranges }) =>
    ranges.flatMap((range) => [
      { offset: range.startOffset, start: true, range },
      { offset: range.endOffset, start: false, range },
    ]),
  );
  const length = (range) => range.endOffset - range.startOffset;
  points.sort((a, b) => {
    if (a.offset !== b.offset) return a.offset - b.offset;
    if (a.start !== b.start) return a.start ? 1 : -1; // a range that ends here closes first
    return a.start ? length(b.range) - length(a.range) : length(a.range) - length(b.range);
  });
  const stack = [];
  let executed = 0;
  let last = 0;
  for (const point of points) {
    const top = stack.at(-1);
    if (top && top.count > 0) executed += point.offset - last;
    last = point.offset;
    if (point.start) stack.push(point.range);
    else stack.splice(stack.lastIndexOf(point.range), 1);
  }
  return executed;
}

/** Total length of the union of [start, end) intervals. */
export function unionLength(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [-Infinity, -Infinity];
  for (const [start, end] of sorted) {
    if (start > to) {
      if (to > from) total += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  if (to > from) total += to - from;
  return total;
}

/**
 * Main-thread script and compile time (ms) before the idle mark, from trace events.
 * The main thread is the one the mark was set on.
 * @param {TraceEvent[]} events
 */
export function scriptTimeBeforeIdle(events) {
  const mark = events.find((e) => e.name === IDLE_MARK);
  if (!mark) return null;
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === "X" && typeof e.dur === "number" && e.ts < mark.ts);
  const clipped = (list) => list.map((e) => [e.ts, Math.min(e.ts + e.dur, mark.ts)]);
  return {
    scriptMs: unionLength(clipped(onMain.filter((e) => SCRIPT_EVENTS.has(e.name)))) / 1000,
    compileMs: unionLength(clipped(onMain.filter((e) => COMPILE_EVENTS.has(e.name)))) / 1000,
  };
}

/**
 * Executed and loaded bytes per script, for scripts the page had asked for before idle.
 * @param {CoverageEntry[]} coverage
 * @param {{ pageUrl: string, fetchedBeforeIdle: Set<string> }} scope
 */
export function executedBeforeIdle(coverage, { pageUrl, fetchedBeforeIdle }) {
  const scripts = coverage
    .filter((entry) => entry.url === pageUrl || fetchedBeforeIdle.has(entry.url.split("#")[0]))
    .map((entry) => ({ url: entry.url, inline: entry.url === pageUrl, loaded: entry.source?.length ?? 0, executed: executedLength(entry.functions) }));
  return {
    executed: scripts.reduce((sum, s) => sum + s.executed, 0),
    loaded: scripts.reduce((sum, s) => sum + s.loaded, 0),
    scripts: scripts.sort((a, b) => b.executed - a.executed),
  };
}

const TRACE_CATEGORIES = ["devtools.timeline", "v8", "v8.execute", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.compile", "blink.user_timing"];

/**
 * Loads `url` once with coverage and a trace on, until its first idle after load.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ viewport: { width: number, height: number }, timeoutMs: number, cookies?: Array<{ name: string, value: string, domain: string, path: string }> }} options
 */
async function measureOnce(browser, url, { viewport, timeoutMs, cookies }) {
  const context = await browser.newContext({ viewport });
  if (cookies?.length) await context.addCookies(cookies);
  const page = await context.newPage();
  try {
    await page.addInitScript(markFirstIdle, IDLE_MARK);
    // V8's precise coverage over the DevTools protocol, read while the page is stopped at its first idle moment.
    const cdp = await context.newCDPSession(page);
    const scripts = new Map();
    cdp.on("Debugger.scriptParsed", (event) => scripts.set(event.scriptId, event.url));
    await cdp.send("Debugger.enable");
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
    let paused = false;
    const atIdle = new Promise((resolve, reject) => {
      cdp.on("Debugger.paused", () => {
        // Only the first stop is the bench's; should the page stop again, it goes on at once.
        if (paused) return void cdp.send("Debugger.resume").catch(() => {});
        paused = true;
        cdp
          .send("Profiler.takePreciseCoverage")
          .then(({ result }) => cdp.send("Debugger.resume").then(() => resolve(result)))
          .catch(reject);
      });
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    let timer;
    const taken = await Promise.race([atIdle, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no idle moment within ${timeoutMs} ms`)), timeoutMs)))]).finally(() => clearTimeout(timer));
    const cut = Number(await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime, IDLE_MARK));
    const fetched = await page.evaluate(
      (before) => performance.getEntriesByType("resource").filter((r) => r.startTime < before).map((r) => r.name),
      cut,
    );
    const coverage = [];
    for (const entry of taken) {
      const scriptUrl = entry.url || scripts.get(entry.scriptId);
      if (!scriptUrl || !/^https?:/.test(scriptUrl)) continue;
      const { scriptSource } = await cdp.send("Debugger.getScriptSource", { scriptId: entry.scriptId });
      coverage.push({ url: scriptUrl, source: scriptSource, functions: entry.functions });
    }
    await cdp.detach();
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    return {
      idleMs: cut,
      ...executedBeforeIdle(coverage, { pageUrl: page.url(), fetchedBeforeIdle: new Set(fetched) }),
      time: scriptTimeBeforeIdle(trace.traceEvents ?? trace),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * Script before idle for one page: `runs` loads, the median of each figure (executed
 * bytes barely move between loads; time does), and the per-script list of the median run.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ viewport: { width: number, height: number }, timeoutMs: number, runs?: number, cookies?: Array<{ name: string, value: string, domain: string, path: string }> }} options
 */
export async function measureScriptBeforeIdle(browser, url, { runs = 5, ...options }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureOnce(browser, url, options));
  const executed = median(results.map((r) => r.executed));
  return {
    runs,
    idleMs: median(results.map((r) => r.idleMs)),
    executed,
    loaded: median(results.map((r) => r.loaded)),
    scriptMs: median(results.map((r) => r.time?.scriptMs)),
    compileMs: median(results.map((r) => r.time?.compileMs)),
    scripts: (results.find((r) => r.executed === executed) ?? results[0]).scripts,
  };
}
