import { z } from "zod";
import { wordPaths, type SiteWords } from "./site-words";
import type { Word } from "./word.mjs";

/** The English table: the site's own namespaces and each feature's, by name. */
export type WordTable = Readonly<Record<string, Readonly<Record<string, Word>>>>;

const pluralWord = z.strictObject({
  zero: z.string().min(1).optional(),
  one: z.string().min(1).optional(),
  two: z.string().min(1).optional(),
  few: z.string().min(1).optional(),
  many: z.string().min(1).optional(),
  other: z.string().min(1),
});

/** One namespace's words: each defaults to its English text; a count's forms are an object with at least `other`. */
function namespace(words: Readonly<Record<string, Word>>) {
  const shape = Object.fromEntries(
    Object.entries(words).map(([key, english]) => [key, typeof english === "string" ? z.string().min(1).default(english) : pluralWord.default({ ...english })]),
  );
  return z.strictObject(shape).prefault({});
}

/**
 * `words` in site.config.ts (docs/decisions/039-site-words.md) over an English table: the
 * site's own words over those of its language (app/words/languages/ and each feature's
 * translations), which are over the English defaults. The site's config makes it from the
 * site's namespaces and its features' (app/site-config.ts), so a feature's words are checked
 * and defaulted as the site's own are.
 */
export function siteWordsSchemaOf(english: WordTable) {
  const paths = wordPaths(english);
  return z
    .strictObject({
      ...Object.fromEntries(Object.entries(english).map(([name, words]) => [name, namespace(words)])),
      /**
       * Words this site leaves in English on purpose although its `language` is not English
       * (a word the same in both, a name), by the names the English check uses (`theme.menu`). @default []
       */
      keepEnglish: z.array(z.string().refine((p) => paths.includes(p), { message: "is not a word of the site (e.g. theme.menu, search.results)" })).default([]),
    })
    .prefault({})
    .transform((words) => words as unknown as SiteWordsConfig);
}

export type SiteWordsConfig = SiteWords & { keepEnglish: string[] };

/** The names of the site's words still at their English default (`english`), less those `keepEnglish` keeps. */
export function englishSiteWords(words: SiteWordsConfig, english: WordTable): string[] {
  const kept = new Set(words.keepEnglish);
  const table = words as unknown as Record<string, Record<string, unknown>>;
  return Object.entries(english).flatMap(([ns, defaults]) =>
    Object.entries(defaults)
      .filter(([key, word]) => JSON.stringify(table[ns]?.[key]) === JSON.stringify(word) && !kept.has(`${ns}.${key}`))
      .map(([key]) => `${ns}.${key}`),
  );
}
