import { countWord, fill } from "../words/word.mjs";
import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from "./search-options.mjs";

/**
 * Words the results page shows, shared by the React page and the no-JavaScript
 * fallback so both read the same, in the site's language: the `search` namespace of the
 * site's words (app/words/site-words.ts, docs/decisions/039-site-words.md), with counts
 * by the language's plural rules.
 * @param {import("./search-messages.d.mts").SearchWords} words
 * @param {string} language
 */
export function searchMessages(words, language) {
  /** @type {Record<import("./search-options.d.mts").SearchDocumentType, string>} */
  const typeLabels = { product: words.product, post: words.post, page: words.page };
  const typeCounts = { product: words.products, post: words.posts, page: words.pages };
  // "1 product, 2 pages"; "1 produit et 2 pages": a list as the language writes one.
  const kindList = new Intl.ListFormat(language, { type: "unit", style: "short" });
  // A `words.json` built before the word existed has none: English's colon.
  const resultKinds = words.resultKinds ?? "{results}: {kinds}.";
  /** The page title before a query is known; the server swaps it for searchTitle(). */
  const titlePrefix = `${words.title} — `;
  return {
    typeLabels,
    titlePrefix,
    /** Tips shown when nothing matched. */
    tips: [words.tipSpelling, words.tipFewer],
    suggestions: words.suggestions,
    orBrowse: words.orBrowse,
    searchAgain: words.searchAgain,
    searchLabel: words.searchLabel,
    searchButton: words.searchButton,
    searching: words.searching,
    failed: words.failed,
    retry: words.retry,
    /** @param {string} query @param {string} siteName */
    searchTitle: (query, siteName) => (query ? `${fill(words.resultsFor, { query })} — ${siteName}` : `${titlePrefix}${siteName}`),
    /** @param {string} query */
    searchHeading: (query) => (query ? fill(words.resultsFor, { query }) : words.title),
    /**
     * The polite status line: how many results, and of which kinds.
     * @param {string} query
     * @param {{ type: import("./search-options.d.mts").SearchDocumentType }[]} hits
     */
    resultCountMessage(query, hits) {
      if (!query) return words.prompt;
      if (hits.length === 0) return fill(words.noResults, { query });
      const counts = /** @type {const} */ (["product", "post", "page"])
        .map((type) => /** @type {const} */ ([type, hits.filter((hit) => hit.type === type).length]))
        .filter(([, n]) => n > 0)
        .map(([type, n]) => countWord(typeCounts[type], n, language));
      const total = countWord(words.results, hits.length, language, { query });
      return counts.length > 1 ? fill(resultKinds, { results: total, kinds: kindList.format(counts) }) : `${total}.`;
    },
    /**
     * Said above the results when the query was cut (search-options.mjs, limitQuery).
     * @param {"length" | "terms" | undefined} capped
     */
    cappedQueryMessage(capped) {
      if (capped === "terms") return fill(words.cappedTerms, { count: MAX_QUERY_TERMS });
      if (capped === "length") return fill(words.cappedLength, { count: MAX_QUERY_LENGTH });
      return "";
    },
  };
}
