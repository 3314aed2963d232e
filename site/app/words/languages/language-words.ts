import type { consentWordDefaults } from "../consent-words";
import type { CategoryWords } from "../category-words";
import type { OwnSiteWords } from "../site-words";

/** The consent words, every one (words/consent-words.ts). */
export type ConsentTranslation = { readonly [P in keyof typeof consentWordDefaults]: { readonly [K in keyof (typeof consentWordDefaults)[P]]: string } };

/**
 * A language's words file (docs/decisions/039-site-words.md): every word of the site's
 * table, of the consent table and the consent categories', so a site in this language needs none of its own; the
 * type makes a missing word a type error. `keepEnglish` lists the words the same in this
 * language as in English ("Menu" in French), by the names the English check uses.
 */
export type LanguageWords = {
  readonly words: OwnSiteWords;
  readonly consentWords: ConsentTranslation;
  /** The consent categories' names and descriptions (words/category-words.ts). */
  readonly categories: CategoryWords;
  readonly keepEnglish: { readonly words: readonly string[]; readonly consentWords: readonly string[] };
};
