import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from "./search-options.mjs";

/**
 * Words the results page shows, shared by the React page and the no-JavaScript
 * fallback so both read the same.
 */

/** @type {Record<import("./search-options.d.mts").SearchDocumentType, string>} */
export const TYPE_LABELS = { product: "Product", post: "Journal post", page: "Page" };

/** The page title before a query is known; the server swaps it for searchTitle(). */
export const SEARCH_TITLE_PREFIX = "Search — ";

/**
 * @param {string} query
 * @param {string} siteName
 */
export function searchTitle(query, siteName) {
  return query ? `Search results for “${query}” — ${siteName}` : `${SEARCH_TITLE_PREFIX}${siteName}`;
}

/** @param {string} query */
export function searchHeading(query) {
  return query ? `Search results for “${query}”` : "Search";
}

/**
 * The polite status line: how many results, and of which kinds.
 * @param {string} query
 * @param {{ type: import("./search-options.d.mts").SearchDocumentType }[]} hits
 */
export function resultCountMessage(query, hits) {
  if (!query) return "Type a word to search products, journal posts and pages.";
  if (hits.length === 0) return `No results for “${query}”.`;
  const counts = /** @type {const} */ (["product", "post", "page"])
    .map((type) => [type, hits.filter((hit) => hit.type === type).length])
    .filter(([, n]) => Number(n) > 0)
    .map(([type, n]) => `${n} ${plural(TYPE_LABELS[/** @type {"page"} */ (type)].toLowerCase(), Number(n))}`);
  const total = `${hits.length} ${plural("result", hits.length)} for “${query}”`;
  return counts.length > 1 ? `${total}: ${counts.join(", ")}.` : `${total}.`;
}

/**
 * Said above the results when the query was cut (search-options.mjs, limitQuery).
 * @param {"length" | "terms" | undefined} capped
 */
export function cappedQueryMessage(capped) {
  if (capped === "terms") return `Your search was long, so only its first ${MAX_QUERY_TERMS} words were searched.`;
  if (capped === "length") return `Your search was long, so only its first ${MAX_QUERY_LENGTH} characters were searched.`;
  return "";
}

/** Tips shown when nothing matched. */
export const NO_RESULTS_TIPS = [
  "Check the spelling, or try a shorter word.",
  "Use fewer words, or a more general one.",
];

/**
 * @param {string} word
 * @param {number} n
 */
function plural(word, n) {
  return n === 1 ? word : `${word}s`;
}
