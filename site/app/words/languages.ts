import { ar } from "./languages/ar";
import { de } from "./languages/de";
import { fr } from "./languages/fr";
import { categoryWordDefaults, type CategoryWords } from "./category-words";
import type { LanguageWords } from "./languages/language-words";

/** `en`, `en-GB`, `en-US` …: a site whose language is English may keep every default. */
export const isEnglish = (language: string): boolean => /^en(-|$)/i.test(language);

/** The shipped words files, by primary language subtag (docs/configuration.md, "The site in your language"). */
export const languageFiles: Readonly<Record<string, LanguageWords>> = { ar, de, fr };

/** The languages a site speaks without writing its own words: English, and each words file's. */
export const shippedLanguages: readonly string[] = ["en", ...Object.keys(languageFiles)];

/** The words file for a language tag (`fr`, `fr-CA` → French), or none: English, or a language without one. */
export function languageWordsOf(language: string): LanguageWords | undefined {
  return languageFiles[language.toLowerCase().split("-")[0]!];
}

/** The consent categories' words for a language tag (`fr-CA` takes French), else English. */
export function categoryWords(language: string): CategoryWords {
  return languageWordsOf(language)?.categories ?? categoryWordDefaults;
}
