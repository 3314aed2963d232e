/**
 * The stemmers of the languages the site ships words for, loaded only by a search in that
 * language (docs/decisions/014-chunked-search.md): Snowball's French and German from a
 * maintained package, a few kilobytes each, in the browser and on the server alike.
 * English keeps prefix and typo matching alone ("vase" already finds "vases"); Arabic has
 * none yet, as the stemmer at hand cuts root letters ("فخار" → "خار") and would part a
 * word from its own forms.
 *
 * Plain ES module (with search-stemmers.d.mts): the production server runs it without a
 * TypeScript step.
 */
import { termProcessor } from "./search-options.mjs";

/** @type {Record<string, () => Promise<{ stemmer: (word: string) => string }>>} */
const STEMMERS = {
  fr: () => import("@orama/stemmers/french"),
  de: () => import("@orama/stemmers/german"),
};

/**
 * How words become terms in an index of `language` (a tag: `fr-CA` is French).
 * @param {string} [language] the index's; an index written before it named one is English
 */
export async function loadTermProcessor(language = "en") {
  const load = STEMMERS[language.toLowerCase().split("-")[0] ?? ""];
  return termProcessor(language, load ? (await load()).stemmer : undefined);
}
