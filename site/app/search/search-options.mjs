/**
 * The one definition of how text becomes search terms, shared by the build (which
 * writes the index), the browser (which queries it) and the no-JavaScript fallback in
 * the server (which queries it too). A serialized MiniSearch index can only be read
 * back with the same fields and term processing it was built with, so they live here.
 *
 * Plain ES module (with search-options.d.mts) because the production server runs on
 * plain Node without a TypeScript step.
 */

/**
 * A word: a run of characters between spaces, punctuation and symbols. Symbols count as
 * separators (unlike MiniSearch's default) so "<b>vase</b>" or "€48" yield "vase", "48".
 */
export const WORD_PATTERN = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** @param {string} text */
export function tokenize(text) {
  return text.match(WORD_PATTERN) ?? [];
}

/** Lower case, accents dropped (so "cafe" finds "café"). @param {string} word */
const fold = (word) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Words too common to help find anything, by language (written without accents, as
// folded); leaving them out keeps the index small. A language without a list keeps all.
/** @type {Record<string, ReadonlySet<string>>} */
const STOP_WORDS = {
  en: new Set(
    ("a an and are as at be but by for from has have in into is it its of on or our so " +
      "that the their this to was we were will with you your").split(" "),
  ),
  fr: new Set(
    ("au aux avec ce ces cet cette dans de des du elle en est et il ils je la le les leur " +
      "lui ma mais me mes mon ne nos notre nous on ou par pas pour qu que qui sa se ses son " +
      "sont sur ta te tes ton tu un une vos votre vous").split(" "),
  ),
  de: new Set(
    ("am an auf aus bei das dem den der des die ein eine einem einen einer eines er es " +
      "fur im in ist mit nach oder sie sind und vom von zu zum zur").split(" "),
  ),
};

/**
 * How a word becomes a term in `language` (a tag such as `fr` or `de-AT`): folded, a stop
 * word or a single character skipped (null), and with `stem`, reduced to its stem before
 * folding, so "tournées" and "tourner" are one term (docs/decisions/014-chunked-search.md).
 * The build, the browser and the server's results without JavaScript make the same one
 * from the index's `language` (search-stemmers.mjs).
 * @param {string} language
 * @param {(word: string) => string} [stem]
 * @returns {(word: string) => string | null}
 */
export function termProcessor(language, stem) {
  const stops = STOP_WORDS[language.toLowerCase().split("-")[0] ?? ""] ?? new Set();
  return (word) => {
    const term = fold(word);
    if (term.length < 2 || stops.has(term)) return null;
    return stem ? fold(stem(word.toLowerCase())) : term;
  };
}

/** The English processor: folded, stop words and single characters skipped, no stemming. */
export const normalizeTerm = termProcessor("en");

/**
 * Fields searched, and fields stored for rendering a result, with the language's terms.
 * @param {(word: string) => string | null} processTerm
 */
export const indexOptionsFor = (processTerm) => ({
  idField: "id",
  fields: ["title", "excerpt", "text", "tags"],
  storeFields: ["url", "type", "title", "excerpt", "text"],
  tokenize,
  processTerm,
});

/** The index options of an English index. */
export const indexOptions = indexOptionsFor(normalizeTerm);

/**
 * Query behaviour: every word may be the start of a longer one ("vas" finds "vases"),
 * words of four letters or more forgive one typo per five letters, and the title
 * counts most.
 */
export const searchDefaults = {
  prefix: true,
  fuzzy: (/** @type {string} */ term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
  boost: { title: 4, tags: 2, excerpt: 1.5, text: 1 },
};

/** Longest query honoured; the rest is ignored so a huge query cannot stall the page. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Most words a query searches. Each word is a prefix and fuzzy search of its own, so
 * the cost grows with them: capped, a flood of long queries cannot slow every other
 * page of the server (docs/decisions/005-site-search.md). No title needs more.
 */
export const MAX_QUERY_TERMS = 16;

/**
 * The query as searched, and whether it was cut: trimmed, inner whitespace collapsed,
 * capped at MAX_QUERY_LENGTH characters and then at MAX_QUERY_TERMS words (what comes
 * after the last word kept is dropped).
 * @param {string} query
 * @returns {{ query: string, capped: "length" | "terms" | undefined }}
 */
export function limitQuery(query) {
  const collapsed = query.replace(/\s+/gu, " ").trim();
  let limited = collapsed.slice(0, MAX_QUERY_LENGTH);
  let capped = limited.length < collapsed.length ? /** @type {const} */ ("length") : undefined;
  const words = [...limited.matchAll(WORD_PATTERN)];
  const last = words[MAX_QUERY_TERMS - 1];
  if (words.length > MAX_QUERY_TERMS && last) {
    limited = limited.slice(0, (last.index ?? 0) + last[0].length);
    capped = "terms";
  }
  return { query: limited.trim(), capped };
}

/**
 * The query as searched (limitQuery).
 * @param {string} query
 */
export function cleanQuery(query) {
  return limitQuery(query).query;
}

/** URL of the index file the build writes; the results page and the server read it. */
export const SEARCH_INDEX_PATH = "/search-index.json";
