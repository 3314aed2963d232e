import type { z } from "zod";
import { isEnglish } from "../config/consent-words-language";
import { languageWordsOf } from "./languages";
import { englishSiteWords, type SiteWordsConfig } from "./words-config";

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table => typeof value === "object" && value !== null && !Array.isArray(value);

/** `over`'s words over `under`'s, namespace by namespace; `keepEnglish` lists joined. */
function layered(under: Table, over: unknown): Table {
  if (!isTable(over)) return under;
  const out: Table = { ...under };
  for (const [key, value] of Object.entries(over)) {
    if (key === "keepEnglish" && Array.isArray(value)) out[key] = [...((under[key] as unknown[]) ?? []), ...value];
    else out[key] = isTable(value) && isTable(under[key]) && !("other" in value) ? { ...under[key], ...value } : value;
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
    words: layered({ ...file.words, keepEnglish: file.keepEnglish.words }, input.words),
    consentWords: layered({ ...file.consentWords, keepEnglish: file.keepEnglish.consentWords }, input.consentWords),
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
