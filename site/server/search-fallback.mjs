/**
 * Search on the server: GET /search?q=… runs the same search as the browser, against the
 * built chunked index (app/search/sharded-search.mjs), and returns the pre-rendered
 * results page with the results in it, for visitors with and without JavaScript (see
 * app/search/render-results-html.mjs). A query reads only the index files it needs,
 * from disk, and keeps them for the next queries, within a bound: no whole-catalogue
 * index is loaded at start (docs/decisions/014-chunked-search.md). On a static host
 * without this server, the browser searches instead.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { injectSearchFallback, renderResultsHtml } from "../app/search/render-results-html.mjs";
import { SEARCH_INDEX_PATH, cleanQuery } from "../app/search/search-options.mjs";
import { createIndexSearcher } from "../app/search/sharded-search.mjs";

/**
 * @param {{ root: string | (() => string) }} options root: the built client folder, or a
 * function naming the live one (it changes when a new build is switched in)
 */
export function createSearchFallback({ root }) {
  const currentRoot = typeof root === "function" ? root : () => root;
  /** @type {{ root: string, searcher: Promise<import("../app/search/sharded-search.d.mts").IndexSearcher>, page: string } | undefined} */
  let cached;

  // One searcher per build: a new build (another folder) gets a new one.
  function forRoot(dir) {
    if (cached?.root !== dir) {
      const load = async (url) => JSON.parse(await readFile(path.join(dir, ...url.split("/").filter(Boolean)), "utf8"));
      const searcher = createIndexSearcher({ load });
      // A failed start is not kept: the next request tries again.
      searcher.catch(() => {
        if (cached?.searcher === searcher) cached = undefined;
      });
      cached = { root: dir, searcher, page: readFileSync(path.join(dir, "search", "index.html"), "utf8") };
    }
    return cached;
  }

  /**
   * The results page for the `q` values of the address (the first counts), or undefined
   * when there is nothing to add (no query, no build, or a failure: the plain page still works).
   * @param {unknown} q
   * @param {string} [dir] the build folder this request is served from
   */
  async function render(q, dir = currentRoot()) {
    const raw = Array.isArray(q) ? q[0] : q;
    const query = cleanQuery(typeof raw === "string" ? raw : "");
    if (!query || !existsSync(path.join(dir, SEARCH_INDEX_PATH)) || !existsSync(path.join(dir, "search", "index.html"))) return undefined;
    try {
      const { searcher, page } = forRoot(dir);
      const { search, browse } = await searcher;
      const hits = await search(query);
      return injectSearchFallback(page, { query, resultsHtml: renderResultsHtml({ query, hits, browse }) });
    } catch (error) {
      console.error("Search fallback failed:", error);
      return undefined;
    }
  }


  return { render };
}
