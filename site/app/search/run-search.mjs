/**
 * Loads the built index and answers a query with ready-to-render hits. The browser
 * (results page) and the server (no-JavaScript fallback) both call this, so a visitor
 * sees the same results either way.
 */
import MiniSearch from "minisearch";
import { highlightSegments } from "./highlight.mjs";
import { cleanQuery, indexOptions, searchDefaults } from "./search-options.mjs";
import { makeSnippet } from "./snippet.mjs";

/**
 * @param {object} serialized the parsed contents of /search-index.json
 * @returns {MiniSearch}
 */
export function loadSearchIndex(serialized) {
  return MiniSearch.loadJS(/** @type {any} */ (serialized), indexOptions);
}

/**
 * Strictest first: every word as written (or as the start of a longer word); then every
 * word forgiving typos; then any word. Typo matching only when exact words find nothing
 * keeps "vase" from also finding "case".
 * @type {import("minisearch").SearchOptions[]}
 */
export const PASSES = [
  { combineWith: "AND", fuzzy: false },
  { combineWith: "AND" },
  { combineWith: "OR" },
];

/** @type {import("./run-search.d.mts").RunSearchOptions} */
export const defaultRunSearchOptions = { limit: 50 };

/**
 * The search over a whole index in memory (PASSES, in order). The site itself searches
 * the chunked index (sharded-search.mjs), which gives the same results.
 * @param {MiniSearch} index
 * @param {string} query
 * @param {Partial<import("./run-search.d.mts").RunSearchOptions>} [options]
 * @returns {import("./run-search.d.mts").SearchHit[]}
 */
export function runSearch(index, query, options = {}) {
  const { limit } = { ...defaultRunSearchOptions, ...options };
  const q = cleanQuery(query);
  if (!q) return [];
  for (const pass of PASSES) {
    const results = index.search(q, { ...searchDefaults, ...pass });
    if (results.length > 0) return results.slice(0, limit).map(toHit);
  }
  return [];
}

/**
 * A result with its stored fields, as a hit ready to render.
 * @param {import("minisearch").SearchResult} result
 */
export function toHit(result) {
  const terms = result.terms;
  const excerpt = String(result.excerpt ?? "");
  const text = String(result.text ?? "");
  // The written summary reads best, so prefer it when it holds a match.
  const snippet = makeSnippet(excerpt, terms) ?? makeSnippet(text, terms) ?? excerpt;
  return {
    url: String(result.url),
    type: result.type,
    title: highlightSegments(String(result.title), terms),
    snippet: highlightSegments(snippet, terms),
    score: result.score,
  };
}
