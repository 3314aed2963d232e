/**
 * What a visitor's first search costs on a static host: the index files the browser
 * downloads for one query (gzip), counted by running the browser's own search code
 * with a loader that reads the built files, and how long that query takes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SEARCH_INDEX_PATH } from "../../site/app/search/search-options.mjs";
import { createIndexSearcher } from "../../site/app/search/sharded-search.mjs";

/** A word of the demo content that the synthetic copies repeat in many products. */
export const SCALE_QUERY = "celadon vase";

/**
 * @param {string} clientDir the built site
 * @param {string} [query]
 */
export async function measureFirstSearch(clientDir, query = SCALE_QUERY) {
  const fetched = [];
  const load = async (url) => {
    const bytes = readFileSync(path.join(clientDir, url));
    fetched.push({ url, gzip: gzipSync(bytes).length });
    return JSON.parse(bytes.toString("utf8"));
  };
  const started = performance.now();
  const searcher = await createIndexSearcher({ load, entry: SEARCH_INDEX_PATH });
  const hits = await searcher.search(query);
  const ms = performance.now() - started;
  return { query, hits: hits.length, files: fetched.length, gzipBytes: fetched.reduce((sum, f) => sum + f.gzip, 0), ms };
}
