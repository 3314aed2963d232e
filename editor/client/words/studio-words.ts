/**
 * The studio's own words in the owner's language (docs/behaviour/page-builder.md#the-studios-language):
 * one table per area of the studio, its English the typed source of every key, each other
 * language of the site's language table a translation checked against it. A word a language
 * lacks is said in English, word by word, so a screen is never missing one.
 */

/** A count's forms by the language's plural rules (`Intl.PluralRules`): English uses one and other, Arabic all six. */
export type PluralWord = { readonly zero?: string; readonly one?: string; readonly two?: string; readonly few?: string; readonly many?: string; readonly other: string };
export type Word = string | PluralWord;
export type Table = Readonly<Record<string, Word>>;

/** One language's words for an area: any of English's, each a string where English has one, a count's forms where English has those. */
export type Translation<E extends Table> = { readonly [K in keyof E]?: E[K] extends string ? string : PluralWord };

/** The languages the studio speaks besides English: those the site has its own words for (site/app/words/languages.ts). */
export const STUDIO_LANGUAGES = ["en", "fr", "de", "ar"] as const;
type Other = Exclude<(typeof STUDIO_LANGUAGES)[number], "en">;

/** An area's words in every language the studio speaks. */
export type AreaWords<E extends Table> = { readonly en: E } & { readonly [L in Other]: Translation<E> };

/** An area's table, typed from its English: a key English lacks is a type error in every other language. */
export function area<E extends Table>(en: E, translations: { readonly [L in Other]: Translation<NoInfer<E>> }): AreaWords<E> {
  return { ...translations, en };
}

let current = "en";

/** The owner's language (the site's first language, as the studio's server says at sign-in); English until told. */
export function setStudioLanguage(language: string): void {
  current = language || "en";
}

/**
 * The studio's page in the owner's language, once its server has said it: its words, and the
 * page's `lang`, direction (right to left for Arabic) and title.
 */
export function applyStudioLanguage(language: string, title: () => string): void {
  setStudioLanguage(language);
  document.documentElement.lang = current;
  document.documentElement.dir = studioDirection();
  document.title = title();
}

/** The owner's language tag, for `Intl` dates and numbers too. */
export const studioLanguage = (): string => current;

/** Arabic (and any right-to-left language) reads from the right. */
export const studioDirection = (language = current): "rtl" | "ltr" => (["ar", "fa", "he", "ur"].includes(primary(language)) ? "rtl" : "ltr");

const primary = (language: string) => language.toLowerCase().split("-")[0]!;

const merged = new WeakMap<object, Map<string, Table>>();

/** An area's words in `language` (the owner's by default), each word its language lacks in English. */
export function wordsOf<E extends Table>(table: AreaWords<E>, language = current): E {
  const key = primary(language);
  const byLanguage = merged.get(table) ?? new Map<string, Table>();
  merged.set(table, byLanguage);
  const known = byLanguage.get(key);
  if (known) return known as E;
  const own = key === "en" ? {} : ((table as unknown as Record<string, Table | undefined>)[key] ?? {});
  const words = { ...table.en, ...own } as E;
  byLanguage.set(key, words);
  return words;
}

/** `{name}` replaced by its value; an unknown name is left as written, so a typo shows. */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A count in words: the form the owner's language's rules choose for `count`, `{count}` written as that language writes numbers. */
export function countWord(word: Word, count: number, values: Readonly<Record<string, string | number>> = {}, language = current): string {
  const text = typeof word === "string" ? word : (word[new Intl.PluralRules(language).select(count) as keyof PluralWord] ?? word.other);
  return fill(text, { ...values, count: new Intl.NumberFormat(language).format(count) });
}

/** A language's name in the owner's language ("fr" → "French", "français", "Französisch"); `capital` for one standing alone. */
export function languageNameOf(code: string, capital = false, language = current): string {
  let name = code;
  try {
    name = new Intl.DisplayNames([language], { type: "language", fallback: "code" }).of(code) ?? code;
  } catch {
    // Not a language tag: the text as sent.
  }
  return capital ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}
