/**
 * Loads the built index and answers a query with ready-to-render hits. The browser
 * (results page) and the server (no-JavaScript fallback) both call this, so a visitor
 * sees the same results either way.
 */
import MiniSearch from "minisearch";
import { highlightSegments } from "./highlight.mjs";
import { cleanQuery, indexOptions, indexOptionsFor, searchDefaults } from "./search-options.mjs";
import { makeSnippet } from "./snippet.mjs";

/**
 * @param {object} serialized the parsed contents of /search-index.json
 * @param {(word: string) => string | null} [processTerm] how the index made its terms
 * @returns {MiniSearch}
 */
export function loadSearchIndex(serialized, processTerm) {
  return MiniSearch.loadJS(/** @type {any} */ (serialized), processTerm ? indexOptionsFor(processTerm) : indexOptions);
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
  const { limit, processTerm } = { ...defaultRunSearchOptions, ...options };
  const q = cleanQuery(query);
  if (!q) return [];
  for (const pass of PASSES) {
    const results = index.search(q, { ...searchDefaults, ...pass });
    if (results.length > 0) return results.slice(0, limit).map((result) => toHit(result, processTerm));
  }
  return [];
}

/**
 * A result with its stored fields, as a hit ready to render.
 * @param {import("minisearch").SearchResult} result
 * @param {(word: string) => string | null} [processTerm] how the index made its terms (English by default)
 */
export function toHit(result, processTerm) {
  const terms = result.terms;
  const excerpt = String(result.excerpt ?? "");
  const text = String(result.text ?? "");
  // The written summary reads best, so prefer it when it holds a match.
  const snippet = makeSnippet(excerpt, terms, { processTerm }) ?? makeSnippet(text, terms, { processTerm }) ?? excerpt;
  return {
    url: String(result.url),
    type: result.type,
    title: highlightSegments(String(result.title), terms, processTerm),
    snippet: highlightSegments(snippet, terms, processTerm),
    score: result.score,
  };
}
