/**
 * A visitor's first search on a static host, in Chromium: the results page as the
 * pre-rendered file (no server-side search), the browser fetching the index files it
 * needs. Reports the index bytes transferred (gzip, as the site's server sends them)
 * and the time from the first index request to the results on screen.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launchCollector } from "../collect.mjs";
import { freePort } from "../server.mjs";

const serveScript = fileURLToPath(new URL("../../site/server/serve.mjs", import.meta.url));

async function serve(outDir, port) {
  const child = spawn(process.execPath, [serveScript], { env: { ...process.env, VITRINE_OUT_DIR: outDir, PORT: String(port) }, stdio: "ignore" });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${origin}/`).then((r) => r.ok, () => false)) return { origin, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the site server did not start");
}

/**
 * @param {{ outDir: string, query: string, port?: number }} options outDir: the build (with client/)
 */
export async function measureSearchInBrowser({ outDir, query, port = 3850 }) {
  const server = await serve(outDir, await freePort(port));
  const browser = await launchCollector();
  try {
    const page = await browser.newPage();
    // As a static host serves it: the pre-rendered results page, the browser searches.
    const file = path.join(outDir, "client", "search", "index.html");
    await page.route((url) => url.pathname === "/search", (route) => route.fulfill({ path: file, contentType: "text/html; charset=utf-8" }));
    let started = 0;
    const index = [];
    page.on("request", (request) => {
      if (!started && new URL(request.url()).pathname.startsWith("/search-index")) started = performance.now();
    });
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/search-index")) index.push(response.body().then((body) => gzipSync(body).length, () => 0));
    });
    await page.goto(`${server.origin}/search?q=${encodeURIComponent(query)}`);
    // The status line, not the heading (which names the query before the search has run).
    await page.getByRole("status").getByText(/\d+ results? for “|No results for “/).first().waitFor({ timeout: 60_000 });
    const ms = performance.now() - started;
    const sizes = await Promise.all(index);
    return { files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0), ms };
  } finally {
    await browser.close();
    server.stop();
  }
}
