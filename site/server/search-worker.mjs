// @ts-check
/**
 * The search worker's thread (search-fallback.mjs): answers `{ id, q, dir }` with
 * `{ id, html }`, one query after another.
 */
import { parentPort } from "node:worker_threads";
import { createResultsPages } from "./search-results-page.mjs";

const pages = createResultsPages();
parentPort?.on("message", async (/** @type {{ id: number, q: unknown, dir: string, prefix?: string }} */ { id, q, dir, prefix }) => {
  const html = await pages.render(q, dir, prefix);
  parentPort?.postMessage({ id, html });
});
