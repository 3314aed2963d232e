import type { z } from "zod";
import { consentWordDefaults } from "../config/consent-words";
import { isEnglish } from "../config/consent-words-language";
import { siteWordDefaults } from "./site-words";
import { languageWordsOf } from "./languages";
import { englishSiteWords, type SiteWordsConfig } from "./words-config";

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

/**
 * The site's settings with its language's words file beneath its own `words` and
 * `consentWords` (docs/decisions/039-site-words.md): a site in French gets every French
 * word and writes only those it wants otherwise. A language without a file keeps the
 * English defaults, which the English check then names.
 */
export function withLanguageWords<T extends { language?: string; words?: unknown; consentWords?: unknown }>(input: T): T {
  const file = languageWordsOf(input.language ?? "en");
  if (!file || isEnglish(input.language ?? "en")) return input;
  return {
    ...input,
    words: layered({ ...file.words, keepEnglish: file.keepEnglish.words }, input.words, siteWordDefaults),
    consentWords: layered({ ...file.consentWords, keepEnglish: file.keepEnglish.consentWords }, input.consentWords, consentWordDefaults),
  };
}

/** A site in another language shows no English: the build names every word of the site still at its English default. */
export function checkSiteWordsLanguage(site: { language: string; words: SiteWordsConfig }, ctx: z.RefinementCtx): void {
  if (isEnglish(site.language)) return;
  const left = englishSiteWords(site.words);
  if (!left.length) return;
  ctx.addIssue({
    code: "custom",
    path: ["words"],
    message: `still English but language is "${site.language}": ${left.join(", ")} (translate them, or list those meant to stay as they are in words.keepEnglish)`,
  });
}
