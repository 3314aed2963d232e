/**
 * The results page for one query, run in the search worker (search-fallback.mjs): the
 * same search as the browser, against the built chunked index
 * (app/search/sharded-search.mjs), put into the pre-rendered results page (see
 * app/search/render-results-html.mjs). A query reads only the index files it needs,
 * from disk, and keeps them for the next queries, within a bound: no whole-catalogue
 * index is loaded at start (docs/decisions/014-chunked-search.md).
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { injectSearchFallback, renderResultsHtml } from "../app/search/render-results-html.mjs";
import { SEARCH_INDEX_PATH, limitQuery } from "../app/search/search-options.mjs";
import { createIndexSearcher } from "../app/search/sharded-search.mjs";
import { searchMessages } from "../app/search/search-messages.mjs";
import { readServerWords } from "./server-words.mjs";

export function createResultsPages() {
  /** @typedef {{ searcher: Promise<import("../app/search/sharded-search.d.mts").IndexSearcher>, page: string, messages: import("../app/search/search-messages.d.mts").SearchMessages }} Cached */
  /** @type {Map<string, Cached>} */
  const cache = new Map();

  // One searcher per build and edition: a new build (another folder) gets a new one; the
  // oldest is let go past a few (two languages of two builds while one is switched in).
  /** @param {string} dir @returns {Cached} */
  function forRoot(dir) {
    let cached = cache.get(dir);
    if (!cached) {
      const load = async (url) => JSON.parse(await readFile(path.join(dir, ...url.split("/").filter(Boolean)), "utf8"));
      const searcher = createIndexSearcher({ load });
      // A failed start is not kept: the next request tries again.
      searcher.catch(() => {
        if (cache.get(dir)?.searcher === searcher) cache.delete(dir);
      });
      const { language, search } = readServerWords(dir);
      cached = { searcher, page: readFileSync(path.join(dir, "search", "index.html"), "utf8"), messages: searchMessages(search, language) };
      if (cache.size >= 4) cache.delete(cache.keys().next().value ?? "");
      cache.set(dir, cached);
    }
    return cached;
  }

  /**
   * The results page for the query, or undefined when there is nothing to add (no query,
   * no build, or a failure: the plain page still works).
   * @param {unknown} raw the first `q` of the address
   * @param {string} dir the build folder this request is served from
   * @param {string} [prefix] the edition's address prefix (`/fr`), which the results' links carry
   */
  async function render(raw, dir, prefix = "") {
    // Cut at MAX_QUERY_TERMS words: a flood of long queries must not slow the other pages.
    const { query, capped } = limitQuery(typeof raw === "string" ? raw : "");
    if (!query || !existsSync(path.join(dir, SEARCH_INDEX_PATH)) || !existsSync(path.join(dir, "search", "index.html"))) return undefined;
    try {
      const { searcher, page, messages } = forRoot(dir);
      const { search, browse } = await searcher;
      const hits = await search(query);
      return injectSearchFallback(page, { query, messages, resultsHtml: renderResultsHtml({ query, hits, browse, messages, prefix, ...(capped ? { capped } : {}) }) });
    } catch (error) {
      console.error("Search fallback failed:", error);
      return undefined;
    }
  }


  return { render };
}
