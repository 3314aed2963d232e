/**
 * Search on the server: GET /search?q=… runs the same search as the browser, against the
 * built index file, and returns the pre-rendered results page with the results in it,
 * for visitors with and without JavaScript (see app/search/render-results-html.mjs).
 * On a static host without this server, the browser searches instead.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { injectSearchFallback, renderResultsHtml } from "../app/search/render-results-html.mjs";
import { loadSearchIndex, runSearch } from "../app/search/run-search.mjs";
import { SEARCH_INDEX_PATH, cleanQuery } from "../app/search/search-options.mjs";

/**
 * @param {{ root: string }} options root: the built client folder
 */
export function createSearchFallback({ root }) {
  const indexFile = path.join(root, SEARCH_INDEX_PATH);
  const pageFile = path.join(root, "search", "index.html");
  /** @type {{ mtime: number, index: ReturnType<typeof loadSearchIndex>, browse: any[], page: string } | undefined} */
  let cached;

  // Read once, and again only when a new build replaced the files.
  function load() {
    const mtime = statSync(indexFile).mtimeMs + statSync(pageFile).mtimeMs;
    if (cached?.mtime !== mtime) {
      const file = JSON.parse(readFileSync(indexFile, "utf8"));
      cached = { mtime, index: loadSearchIndex(file.index), browse: file.browse ?? [], page: readFileSync(pageFile, "utf8") };
    }
    return cached;
  }

  /**
   * The results page for a `q` value as Express parses it, or undefined when there is
   * nothing to add (no query, no build, or a failure: the plain page still works).
   * @param {unknown} q
   */
  function render(q) {
    const raw = Array.isArray(q) ? q[0] : q;
    const query = cleanQuery(typeof raw === "string" ? raw : "");
    if (!query || !existsSync(indexFile) || !existsSync(pageFile)) return undefined;
    try {
      const { index, browse, page } = load();
      const hits = runSearch(index, query);
      return injectSearchFallback(page, { query, resultsHtml: renderResultsHtml({ query, hits, browse }) });
    } catch (error) {
      console.error("Search fallback failed:", error);
      return undefined;
    }
  }

  /** Express handler for GET /search; passes on when render() has nothing. */
  function handle(/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) {
    const html = render(req.query?.q);
    if (html === undefined) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(html);
  }

  return { render, handle };
}
