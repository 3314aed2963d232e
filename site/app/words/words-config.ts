import { z } from "zod";
import { siteWordDefaults, wordPaths, type SiteWords } from "./site-words";

type Defaults = typeof siteWordDefaults;
type NamespaceName = keyof Defaults;

const pluralWord = z.strictObject({
  zero: z.string().min(1).optional(),
  one: z.string().min(1).optional(),
  two: z.string().min(1).optional(),
  few: z.string().min(1).optional(),
  many: z.string().min(1).optional(),
  other: z.string().min(1),
});

/** One namespace's words: each defaults to its English text; a count's forms are an object with at least `other`. */
function namespace(name: NamespaceName) {
  const words = siteWordDefaults[name] as Record<string, string | z.input<typeof pluralWord>>;
  const shape = Object.fromEntries(
    Object.entries(words).map(([key, english]) => [key, typeof english === "string" ? z.string().min(1).default(english) : pluralWord.default(english)]),
  );
  return z.strictObject(shape).prefault({});
}

/** Every word's name, as the English check lists them and `keepEnglish` may name them. */
export const SITE_WORD_PATHS = wordPaths(siteWordDefaults);

/**
 * `words` in site.config.ts (docs/decisions/039-site-words.md): the site's own words over
 * those of its language's words file (app/words/languages/), which are over the English
 * defaults.
 */
export const siteWordsSchema = z
  .strictObject({
    ...(Object.fromEntries((Object.keys(siteWordDefaults) as NamespaceName[]).map((name) => [name, namespace(name)])) as {
      [N in NamespaceName]: ReturnType<typeof namespace>;
    }),
    /**
     * Words this site leaves in English on purpose although its `language` is not English
     * (a word the same in both, a name), by the names the English check uses (`theme.menu`). @default []
     */
    keepEnglish: z
      .array(z.string().refine((p) => SITE_WORD_PATHS.includes(p), { message: "is not a word of the site (e.g. theme.menu, search.results)" }))
      .default([]),
  })
  .prefault({});

export type SiteWordsConfig = SiteWords & { keepEnglish: string[] };

/** The names of the site's words still at their English default, less those `keepEnglish` keeps. */
export function englishSiteWords(words: SiteWordsConfig): string[] {
  const kept = new Set(words.keepEnglish);
  const table = words as unknown as Record<string, Record<string, unknown>>;
  return Object.entries(siteWordDefaults as Record<string, Record<string, unknown>>).flatMap(([ns, defaults]) =>
    Object.entries(defaults)
      .filter(([key, english]) => JSON.stringify(table[ns]?.[key]) === JSON.stringify(english) && !kept.has(`${ns}.${key}`))
      .map(([key]) => `${ns}.${key}`),
  );
}
