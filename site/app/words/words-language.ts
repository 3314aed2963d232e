import type { z } from "zod";
import { consentWordDefaults } from "./consent-words";
import { featureWordsIn, type FeatureWords } from "./feature-words";
import { isEnglish, languageWordsOf } from "./languages";
import { englishSiteWords, type SiteWordsConfig, type WordTable } from "./words-config";

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table => typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The site's words (`over`) over its language file's (`under`), namespace by namespace;
 * `keepEnglish` lists joined. A site's word that is its English default (`english`) does
 * not hide the language's, unless the site keeps it in English on purpose: a config spread
 * from an English one (`{ ...demo, language: "fr" }`) carries every English word.
 */
function layered(under: Table, over: unknown, english: Table): Table {
  if (!isTable(over)) return under;
  const kept = new Set(Array.isArray(over.keepEnglish) ? (over.keepEnglish as string[]) : []);
  const out: Table = { ...under };
  for (const [ns, words] of Object.entries(over)) {
    if (ns === "keepEnglish" && Array.isArray(words)) out[ns] = [...((under[ns] as unknown[]) ?? []), ...words];
    else if (isTable(words) && isTable(under[ns])) {
      const defaults = isTable(english[ns]) ? english[ns] : {};
      const own = Object.entries(words).filter(([key, word]) => kept.has(`${ns}.${key}`) || !same(word, defaults[key]));
      out[ns] = { ...under[ns], ...Object.fromEntries(own) };
    } else out[ns] = words;
  }
  return out;
}

/** Each feature's words, by its namespace in the table (`shop`, `photoFeed`): what the feature registry gives. */
export type FeatureWordsByName = Readonly<Record<string, FeatureWords>>;

/**
 * The site's settings with its language's words beneath its own `words` and `consentWords`
 * (docs/decisions/039-site-words.md): the language's words file, and each feature's words
 * in that language (`features`, from its folder). A site in French gets every French word
 * and writes only those it wants otherwise. What a language lacks keeps its English
 * default, which the English check then names; a feature's translated word that is the
 * same as its English is meant so, and kept.
 */
export function withLanguageWords<T extends { language?: string; words?: unknown; consentWords?: unknown }>(input: T, english: WordTable, features: FeatureWordsByName = {}): T {
  const language = input.language ?? "en";
  if (isEnglish(language)) return input;
  const file = languageWordsOf(language);
  const translated = Object.entries(features).flatMap(([ns, words]) => {
    const own = featureWordsIn(words, language);
    return own ? [[ns, own, words.en] as const] : [];
  });
  if (!file && translated.length === 0) return input;
  const meantSo = translated.flatMap(([ns, own, en]) => Object.keys(own).filter((key) => same(own[key], en[key])).map((key) => `${ns}.${key}`));
  const under: Table = { ...file?.words, ...Object.fromEntries(translated.map(([ns, own]) => [ns, own])), keepEnglish: [...(file?.keepEnglish.words ?? []), ...meantSo] };
  return {
    ...input,
    words: layered(under, input.words, english),
    ...(file ? { consentWords: layered({ ...file.consentWords, keepEnglish: file.keepEnglish.consentWords }, input.consentWords, consentWordDefaults) } : {}),
  };
}

/** A site in another language shows no English: the build names every word of the site still at its English default (`english`, every namespace's). */
export function checkSiteWordsLanguage(site: { language: string; words: SiteWordsConfig }, english: WordTable, ctx: z.RefinementCtx): void {
  if (isEnglish(site.language)) return;
  const left = englishSiteWords(site.words, english);
  if (!left.length) return;
  ctx.addIssue({
    code: "custom",
    path: ["words"],
    message: `still English but language is "${site.language}": ${left.join(", ")} (translate them, or list those meant to stay as they are in words.keepEnglish)`,
  });
}
