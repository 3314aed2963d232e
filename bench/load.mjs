/**
 * The load section of `npm run bench` (docs/decisions/019-server-under-load.md):
 * autocannon on loopback, bounded in time, against the site's own server and, in the
 * same run, a bare node:http file server on the same folder (bench/bare-server.mjs).
 * For a page, a hashed asset, a search, a form POST and the visit beacon: requests per second, p99 latency, errors
 * and non-2xx answers, the ratio to the bare server for the files, and the site
 * server's memory before, at its peak and after. A browser's Accept-Encoding is sent.
 * The asset is also asked for without compression, so both servers send the same
 * bytes: autocannon's own client is slower on the 58 KB brotli copy than on the 214 KB
 * file (ADR 019), which would otherwise be read as the server's cost.
 * The visit beacon's row also says how many beacons were answered 204 and how many the
 * database counted (bench/visit-post.mjs): none may be lost.
 * Settings: BENCH_SKIP_LOAD=1, BENCH_LOAD_SECONDS (per target, default 5),
 * BENCH_LOAD_CONNECTIONS (default 50), BENCH_VISIT_REQUESTS (the visit beacon's row sends
 * this many rather than running for a time, so each is answered: default 5000), BENCH_LOAD_ONLY (rows whose label starts with one of
 * these comma-separated words, such as `form,visit`).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { formPostTarget } from "./form-post.mjs";
import { storedViews, visitPostTarget, visitsLost } from "./visit-post.mjs";
import { freePort } from "./server.mjs";

const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const bareScript = fileURLToPath(new URL("./bare-server.mjs", import.meta.url));

/** @param {Record<string, string | undefined>} env */
export function loadOptions(env) {
  return {
    enabled: env.BENCH_SKIP_LOAD !== "1",
    seconds: Math.max(1, Number(env.BENCH_LOAD_SECONDS ?? 5)),
    connections: Math.max(1, Number(env.BENCH_LOAD_CONNECTIONS ?? 50)),
    visitRequests: Math.max(1, Number(env.BENCH_VISIT_REQUESTS ?? 5000)),
    only: env.BENCH_LOAD_ONLY ? env.BENCH_LOAD_ONLY.split(",").map((word) => word.trim()).filter(Boolean) : undefined,
  };
}

/** Resident memory of a process in MB (Linux), or NaN. @param {number} pid */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Starts `script` on a free port and waits until `probe` answers. */
async function startProcess(args, env, probePath) {
  const port = await freePort(0);
  const child = spawn(process.execPath, [...args.map((a) => (a === "$PORT" ? String(port) : a))], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited with code ${child.exitCode}`);
    if (await fetch(origin + probePath).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`${args[0]} did not answer on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill())));
  return { origin, pid: child.pid, stop };
}

/** One autocannon run; `request` gives a method, headers and body (a form POST). */
async function hammer(url, { seconds, connections }, acceptEncoding, request = {}, amount = undefined) {
  // A set amount instead of a time: every request sent is answered before the run ends.
  const bound = amount ? { amount } : { duration: seconds };
  const result = await autocannon({ url, connections, ...bound, ...request, headers: { "accept-encoding": acceptEncoding, ...request.headers } });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    answered2xx: result["2xx"],
    requests: result.requests.total,
  };
}

/** The hashed entry script the home page loads. */
function entryAsset(clientDir) {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  return /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "/assets/";
}

/**
 * @param {{ clientDir: string, serveScript: string, searchPath: string | undefined, log: (m: string) => void }} target
 * @param {ReturnType<typeof loadOptions>} options
 */
export async function runLoad({ clientDir, serveScript, searchPath, log }, options) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-load-data-"));
  // The rate limit would refuse a bench's burst from one address: raised for the run.
  const site = await startProcess([serveScript], { VITRINE_DATA_DIR: dataDir, DATABASE_URL: "", FORM_RATE_LIMIT: "999999/1", VISITS_RATE_LIMIT: "999999/1" }, "/");
  const bare = await startProcess([bareScript, clientDir, "$PORT"], {}, "/");
  const asset = entryAsset(clientDir);
  const targets = [
    { label: "page", path: "/", bare: true, encoding: BROWSER_ACCEPT_ENCODING },
    { label: "hashed asset", path: asset, bare: true, encoding: BROWSER_ACCEPT_ENCODING },
    { label: "hashed asset, uncompressed", path: asset, bare: true, encoding: "identity" },
    { label: "search", path: searchPath ?? "/search?q=vase", bare: false, encoding: BROWSER_ACCEPT_ENCODING },
  ];
  const form = await formPostTarget(clientDir, site.origin);
  if (form) targets.push({ ...form, encoding: BROWSER_ACCEPT_ENCODING });
  targets.push({ ...visitPostTarget(), encoding: BROWSER_ACCEPT_ENCODING, amount: options.visitRequests });
  // BENCH_LOAD_ONLY=form,visit: only the rows whose label starts so (a quick look at the endpoints).
  const only = options.only;
  const chosen = only ? targets.filter((target) => only.some((word) => target.label.startsWith(word))) : targets;
  const loadAverage = loadavg().map((n) => n.toFixed(2)).join(" ");
  const memory = { startMb: rssMb(site.pid), peakMb: 0, endMb: NaN };
  const sampler = setInterval(() => (memory.peakMb = Math.max(memory.peakMb, rssMb(site.pid))), 250);
  const rows = [];
  try {
    for (const target of chosen) {
      log(`load: ${target.label} ${target.path} (${options.seconds} s, ${options.connections} connections)`);
      const siteResult = await hammer(site.origin + target.path, options, target.encoding, target.request, target.amount);
      const bareResult = target.bare ? await hammer(bare.origin + target.path, options, target.encoding) : undefined;
      const visits = target.path === "/api/visit" ? await countVisits(dataDir, siteResult) : undefined;
      rows.push({ ...target, site: siteResult, bare: bareResult, ...(visits ? { visits } : {}) });
    }
    memory.endMb = rssMb(site.pid);
  } finally {
    clearInterval(sampler);
    await Promise.all([site.stop(), bare.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, memory, options, loadAverage };
}

/** The beacons answered 204 against those the database counted. */
async function countVisits(dataDir, result) {
  const stored = await storedViews(dataDir);
  return { answered: result.answered2xx, stored, lost: visitsLost({ answered: result.answered2xx, stored }) };
}

const ratio = (row) => (row.bare ? `${Math.round((row.site.requestsPerSec / row.bare.requestsPerSec) * 100)} %` : "—");

/** The report's load section. @param {Awaited<ReturnType<typeof runLoad>>} load */
export function formatLoadSection(load) {
  const lines = [
    "## Load",
    "",
    `autocannon on loopback, ${load.options.connections} connections, ${load.options.seconds} s per target (the visit beacon's row: ${load.options.visitRequests} beacons), Accept-Encoding \`${BROWSER_ACCEPT_ENCODING}\` unless the row says uncompressed; the bare node:http file server (bench/bare-server.mjs, no compression) serves the same folder in the same run. Load average at the start: ${load.loadAverage}.`,
    "",
    "| target | site req/s | site p99 | errors / non-2xx | bare req/s | bare p99 | site ÷ bare |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...load.rows.map(
      (row) =>
        `| ${row.label} \`${row.path}\` | ${row.site.requestsPerSec} | ${row.site.p99Ms} ms | ${row.site.errors} / ${row.site.non2xx} | ${row.bare?.requestsPerSec ?? "—"} | ${row.bare ? `${row.bare.p99Ms} ms` : "—"} | ${ratio(row)} |`,
    ),
    ...load.rows.filter((row) => row.visits).flatMap((row) => ["", `Visit beacons: ${row.visits.answered} answered 204, ${row.visits.stored} counted in the database${row.visits.lost ? ` (${row.visits.lost > 0 ? `${row.visits.lost} lost` : `${-row.visits.lost} counted twice`})` : ", none lost"}.`]),
    "",
    `Site server memory (RSS): ${load.memory.startMb.toFixed(0)} MB at the start, ${load.memory.peakMb.toFixed(0)} MB at the peak, ${load.memory.endMb.toFixed(0)} MB at the end.`,
    "",
  ];
  return lines.join("\n");
}

/** Misses of the load goals: errors, and files under 80 % of the bare server. @param {Awaited<ReturnType<typeof runLoad>>} load */
export function loadMisses(load) {
  const misses = [];
  for (const row of load.rows) {
    if (row.site.errors || row.site.non2xx) misses.push(`load ${row.label}: ${row.site.errors} errors, ${row.site.non2xx} non-2xx answers (bar: 0)`);
    if (row.visits?.lost) misses.push(`load ${row.label}: ${row.visits.answered} answered 204 but ${row.visits.stored} counted (bar: every one counted once)`);
  }
  return misses;
}
