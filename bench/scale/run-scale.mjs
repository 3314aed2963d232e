/**
 * `BENCH_SCALE=N npm run bench`: how the build and the pages grow with the catalogue.
 * For each size it writes a synthetic catalogue into a temporary copy of the content
 * (synthetic-catalogue.mjs), builds it into a temporary folder, and reports the build
 * time, the peak memory of the build's processes, the /shop page and the largest
 * listing page (raw and gzip), and what a visitor's first search costs on a static host.
 * The growth ratio is t(N) / t(N/10). Not a timed test: CI does not run it, and the
 * figures depend on how busy the machine is (the load average is reported).
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { watchPeakMemory } from "./process-memory.mjs";
import { measureSearchInBrowser } from "./browser-search.mjs";
import { SCALE_QUERY, measureFirstSearch } from "./search-cost.mjs";
import { writeSyntheticCatalogue } from "./synthetic-catalogue.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const log = (message) => console.error(`[bench scale] ${message}`);

/**
 * BENCH_SCALE: one size ("10000", which also builds a tenth of it for the growth ratio)
 * or a comma-separated list ("17,1000,5000,10000").
 * @param {string} value
 * @returns {number[]}
 */
export function scaleSizes(value) {
  const sizes = value.split(",").map((part) => Number(part.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_SCALE must be a whole number of products or a list of them, got "${value}"`);
  if (sizes.length === 1 && sizes[0] >= 170) sizes.unshift(sizes[0] / 10);
  return [...new Set(sizes.map(Math.round))].sort((a, b) => a - b);
}

function build(env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn("npx", ["tsx", "site/scripts/build.ts"], { cwd: repo, env: { ...process.env, ...env, CI: "1" }, stdio: ["ignore", "ignore", "pipe"] });
    const memory = watchPeakMemory(child.pid);
    let errors = "";
    child.stderr.on("data", (chunk) => {
      const text = String(chunk);
      errors = (errors + text).slice(-4000);
      for (const line of text.split("\n")) if (line.startsWith("[build")) log(line);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const peak = memory.stop();
      if (code !== 0) return reject(new Error(`the build exited with ${code}:\n${errors}`));
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes: peak });
    });
  });
}

const sizeOf = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
};

/** The largest listing page (shop, categories, sorted copies, journal, tags), by gzip size. */
function largestListing(clientDir) {
  let largest = { path: "", raw: 0, gzip: 0 };
  for (const top of ["shop", "blog"]) {
    for (const file of readdirSync(path.join(clientDir, top), { recursive: true })) {
      if (!/(^|\/)(page|category|sort|tag)\b/.test(file) && file !== "index.html") continue;
      if (!file.endsWith("index.html")) continue;
      const size = sizeOf(path.join(clientDir, top, file));
      if (size.gzip > largest.gzip) largest = { path: `/${top}/${path.dirname(file)}`.replace(/\/\.$/, ""), ...size };
    }
  }
  return largest;
}

async function measureSize(products, tmp) {
  const into = path.join(tmp, `scale-${products}`);
  rmSync(into, { recursive: true, force: true });
  const catalogue = writeSyntheticCatalogue({ contentDir: path.join(repo, "site", "content"), publicDir: path.join(repo, "site", "public"), into, products });
  log(`${catalogue.products} products and ${catalogue.posts} posts written; building (load average ${loadavg()[0].toFixed(2)})`);
  const out = path.join(into, "out");
  const loadBefore = loadavg()[0];
  const result = await build({ VITRINE_CONTENT_DIR: catalogue.content, VITRINE_OUT_DIR: out });
  const clientDir = path.join(out, "client");
  const pages = readdirSync(clientDir, { recursive: true }).filter((f) => String(f).endsWith("index.html")).length;
  const row = {
    products: catalogue.products,
    posts: catalogue.posts,
    pages,
    ...result,
    load: Math.max(loadBefore, loadavg()[0]),
    shop: sizeOf(path.join(clientDir, "shop", "index.html")),
    listing: largestListing(clientDir),
    search: await measureFirstSearch(clientDir),
    browser: await measureSearchInBrowser({ outDir: out, query: SCALE_QUERY, port: Number(process.env.BENCH_PORT ?? 3406) }).catch((error) => ({ error: error.message })),
  };
  rmSync(into, { recursive: true, force: true });
  return row;
}

const kb = (n) => `${(n / 1024).toFixed(n < 10240 ? 1 : 0)} KB`;
const mib = (n) => (n === null ? "n/a" : n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(2)} GiB` : `${Math.round(n / 1024 ** 2)} MiB`);

const browserCell = (b) => (!b ? "not run" : b.error ? `failed: ${b.error}` : `${b.ms.toFixed(0)} ms, ${kb(b.gzipBytes)} in ${b.files} files`);

export function formatScaleReport(rows) {
  const lines = [
    `Build and pages by catalogue size (${availableParallelism()} cores; 1-minute load average during each build in the last column)`,
    "",
    "| products (+ posts) | pages | build | peak memory | `/shop` HTML | largest listing page | first search: index fetched (gzip) | search in Node | search in Chromium | load |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.products.toLocaleString("en")} (+${r.posts}) | ${r.pages.toLocaleString("en")} | ${r.seconds.toFixed(1)} s | ${mib(r.peakBytes)} | ${kb(r.shop.raw)} (${kb(r.shop.gzip)} gzip) | ${kb(r.listing.gzip)} gzip (${r.listing.path}) | ${kb(r.search.gzipBytes)} in ${r.search.files} files ("${r.search.query}", ${r.search.hits} hits) | ${r.search.ms.toFixed(0)} ms | ${browserCell(r.browser)} | ${r.load.toFixed(2)} |`,
    );
  }
  const ratios = [];
  for (const r of rows) {
    const tenth = rows.find((o) => o.products * 10 === r.products || Math.abs(o.products * 10 - r.products) <= 10);
    if (tenth) ratios.push(`t(${r.products.toLocaleString("en")}) / t(${tenth.products.toLocaleString("en")}) = ${(r.seconds / tenth.seconds).toFixed(2)} (bar: ≤ 11)`);
  }
  lines.push("", ratios.length ? `Growth ratio: ${ratios.join("; ")}.` : "Growth ratio: needs two sizes a factor of ten apart.");
  return `${lines.join("\n")}\n`;
}

/**
 * @param {{ scale: string, tmpDir?: string }} options tmpDir: where the synthetic sites are
 * built; inside site/ so their server bundles find the project's packages, and not under
 * a dot-folder, which the site's server refuses to serve from.
 */
export async function runScale({ scale, tmpDir = path.join(repo, "site", "build-scale") }) {
  const rows = [];
  for (const products of scaleSizes(scale)) rows.push(await measureSize(products, tmpDir));
  const report = formatScaleReport(rows);
  process.stdout.write(report);
  return rows;
}
