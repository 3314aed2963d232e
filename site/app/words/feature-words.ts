import type { PluralWord, Word } from "./word.mjs";

/** A feature's words as a site has them in any language: each a string, or a count's forms. */
export type Translation<W extends Record<string, Word>> = { readonly [K in keyof W]: W[K] extends string ? string : PluralWord };

/**
 * A feature's words in every language it speaks (docs/decisions/039-site-words.md#a-features-words):
 * its English defaults under `en`, and a translation per language subtag (`fr`, `de`, `ar`),
 * each complete — the type makes a missing word an error. A language the feature does not
 * give falls back to English, and the build's language check then names those words, as it
 * names any English word on a page in another language. A translated word the same as its
 * English is meant so ("Total" in French): the check does not name it.
 */
export type FeatureWords<W extends Record<string, Word> = Record<string, Word>> = { readonly en: W } & { readonly [language: string]: Translation<W> };

/** A feature's words, typed from its English: `featureWords({ play: "Play" }, { fr: { play: "Lire" } })`. */
export function featureWords<const W extends Record<string, Word>>(en: W, translations: { readonly [language: string]: Translation<W> }): FeatureWords<W> {
  return Object.freeze({ ...translations, en }) as FeatureWords<W>;
}

/** The words of a feature in a language tag (`fr-CA` takes French), or undefined when it has none in that language. */
export function featureWordsIn(words: FeatureWords, language: string): Readonly<Record<string, Word>> | undefined {
  const primary = language.toLowerCase().split("-")[0]!;
  return primary === "en" ? words.en : words[primary];
}
