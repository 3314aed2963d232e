import { defineSiteConfig } from "../../site/app/define-site-config";
import { categoryWords } from "../../site/app/words/languages";

/**
 * The words a site in a language shows without writing any of its own
 * (docs/decisions/039-site-words.md): every word of the site's table — its own namespaces
 * from the language's words file, each feature's from its folder — and of the consent
 * table, those it keeps in English on purpose, and its consent categories' names and
 * descriptions. Resolved as the site's config resolves them, so tests read what they expect
 * here, never a copy: a word changed in its file changes the test with it.
 */
export function shippedWords(language: string) {
  const { words, consentWords } = defineSiteConfig({ name: "Words", url: "https://words.example", language });
  const { keepEnglish: keptWords, ...siteWords } = words;
  const { keepEnglish: keptConsentWords, ...consent } = consentWords;
  return { words: siteWords, consentWords: consent, keepEnglish: { words: keptWords, consentWords: keptConsentWords }, categories: categoryWords(language) };
}

/** The English defaults. */
export const english = shippedWords("en");

/** French, the language of the layer-2 variant (consent-variants/french.ts). */
export const french = shippedWords("fr");
