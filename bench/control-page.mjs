/**
 * The floor under the Lighthouse bars: the same Lighthouse runs on a page that has
 * nothing to cost (a heading and a paragraph; no script, stylesheet, image or font, and
 * an empty icon, so the browser asks for no favicon), served from this machine.
 * Lighthouse's simulated phone slows what it observes four times over, so on a shared
 * machine even this page shows blocking time; the report prints it beside the site's
 * pages, so a Total Blocking Time bar is read against what the machine gives a blank
 * page (docs/decisions/035-react-only-where-an-island-needs-it.md#figures).
 */
import { createServer } from "node:http";
import { bars, meets } from "./bars.mjs";
import { runLighthouse } from "./lighthouse.mjs";

export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Control page</title><meta name="description" content="A page with nothing to cost, the bench's floor."></head>
<body><main><h1>Control page</h1><p>One heading and one paragraph: no script, no stylesheet, no image, no font.</p></main></body>
</html>
`;

/** Serves CONTROL_PAGE at `/` on a free local port; `close()` stops it. */
export async function serveControlPage() {
  const server = createServer((request, response) => {
    if (request.url !== "/") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(CONTROL_PAGE);
  });
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Lighthouse `runs` times on the control page; `{ failed: true }` when it could not be measured. */
export async function measureControlPage(runs) {
  const page = await serveControlPage();
  try {
    return await runLighthouse(page.url, { runs });
  } catch (error) {
    return { failed: true, error: error.message };
  } finally {
    await page.close();
  }
}

/** The Lighthouse bars that time the page, and so the machine too (the other scores are about the markup). */
const TIMED_BARS = new Set(["performance", "tbt", "lcp"]);

/**
 * The timed Lighthouse bars (bench/bars.mjs) the control page itself misses, as "label
 * value (bar limit)": no page of the site can be seen to meet those on this machine.
 */
export function barsTheFloorMisses(summary) {
  const page = { lighthouse: summary };
  return bars
    .filter((bar) => bar.section === "lighthouse" && TIMED_BARS.has(bar.id))
    .map((bar) => ({ bar, value: bar.value(page) }))
    .filter(({ bar, value }) => typeof value === "number" && !meets(bar, value))
    .map(({ bar, value }) => `${bar.label} ${bar.format(value)} (bar ${bar.limitText})`);
}
