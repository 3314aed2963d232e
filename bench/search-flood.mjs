/**
 * `node bench/search-flood.mjs`: does a flood of long searches slow the rest of the site?
 * (docs/decisions/005-site-search.md). Serves the build with the site's server, measures
 * the home page's median response alone, then again while FLOOD_CLIENTS clients each
 * send random FLOOD_TERMS-word queries to /search as fast as they are answered, for
 * FLOOD_SECONDS. Prints both medians, their ratio (the bar: at most 2) and the queries
 * answered. Loopback only, bounded in time. `--serve <path>` measures another copy of
 * serve.mjs on the same build (an older release, to compare).
 * `FLOOD_PATH=/about` floods with that page instead, the floor any 20 clients set: the
 * home page then waits its turn among their requests, whatever they ask.
 * Settings: BENCH_PORT (default 3490), FLOOD_CLIENTS (20), FLOOD_TERMS (300), FLOOD_SECONDS (10), FLOOD_PATH.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

const { values } = parseArgs({ options: { serve: { type: "string" } } });
const serveScript = path.resolve(values.serve ?? fileURLToPath(new URL("../site/server/serve.mjs", import.meta.url)));
const port = Number(process.env.BENCH_PORT ?? 3490);
const clients = Number(process.env.FLOOD_CLIENTS ?? 20);
const terms = Number(process.env.FLOOD_TERMS ?? 300);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
const VOCABULARY = "vase bowl glaze kiln celadon moon jar tea cup plate stoneware porcelain ash shino tenmoku print snow fence tripod studio orchard clay fire blue white".split(" ");

/** One GET; resolves with its duration in ms. @param {string} target */
function timedGet(target) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: "127.0.0.1", port, path: target, headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${target}: ${res.statusCode}`))));
    });
    req.on("error", reject);
    req.end();
  });
}

const median = (/** @type {number[]} */ list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

/** The home page's response times, one request after another, for `ms`. @param {number} ms */
async function homeTimes(ms) {
  const times = [];
  const until = performance.now() + ms;
  while (performance.now() < until) times.push(await timedGet("/"));
  return times;
}

function floodTarget() {
  if (process.env.FLOOD_PATH) return process.env.FLOOD_PATH;
  const words = Array.from({ length: terms }, () => `${VOCABULARY[Math.floor(Math.random() * VOCABULARY.length)]}${Math.floor(Math.random() * 100)}`);
  return `/search?q=${encodeURIComponent(words.join(" "))}`;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-flood-"));
const server = spawn(process.execPath, [serveScript], { env: { ...process.env, PORT: String(port), VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: ["ignore", "pipe", "inherit"] });
try {
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("is serving") && resolve(undefined));
    server.once("exit", (code) => reject(new Error(`the server exited with code ${code}`)));
  });
  await homeTimes(1000);
  const idle = median(await homeTimes(seconds * 1000));
  let flooding = true;
  let answered = 0;
  const flood = Array.from({ length: clients }, async () => {
    while (flooding) {
      await timedGet(floodTarget());
      answered += 1;
    }
  });
  const during = median(await homeTimes(seconds * 1000));
  flooding = false;
  await Promise.all(flood);
  console.log(`server: ${path.relative(process.cwd(), serveScript)}`);
  console.log(`home page median alone: ${idle.toFixed(1)} ms`);
  const what = process.env.FLOOD_PATH ? `requests for ${process.env.FLOOD_PATH}` : `${terms}-word searches`;
  console.log(`home page median during ${clients} clients of ${what}: ${during.toFixed(1)} ms (${(during / idle).toFixed(2)}× alone; bar ≤ 2×)`);
  console.log(`flood requests answered: ${answered} in ${seconds} s (${(answered / seconds).toFixed(1)}/s)`);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
