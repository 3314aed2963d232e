import { consentWordDefaults } from "../../site/app/config/consent-words";
import { categoryWords } from "../../site/app/consent/category-words";
import { languageWordsOf } from "../../site/app/words/languages";
import { siteWordDefaults } from "../../site/app/words/site-words";

/** The English words a site shows where it writes none of its own (the defaults). */
export const english = { words: siteWordDefaults, consentWords: consentWordDefaults, categories: categoryWords("en") };

/**
 * The words a site in a shipped language shows without writing any of its own
 * (docs/decisions/039-site-words.md): its words file's site and consent words (and those it
 * keeps in English on purpose), and its consent categories' names and descriptions. Tests read what they expect here, never a
 * copy, so that a word changed in its file changes the test with it.
 */
export function shippedWords(language: string) {
  const file = languageWordsOf(language);
  if (!file) throw new Error(`No words file ships for the language "${language}".`);
  return { words: file.words, consentWords: file.consentWords, keepEnglish: file.keepEnglish, categories: categoryWords(language) };
}

/** French, the language of the layer-2 variant (consent-variants/french.ts). */
export const french = shippedWords("fr");
