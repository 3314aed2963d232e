import { siteWords } from "./words/site-settings";
import { fill, languageNameOf, studioLanguage, wordsOf } from "./words/studio-words";

/** The site's languages as the studio's server lists them (server/content/editions.ts). */
export type SiteLanguages = { first: { language: string; name: string; siteName: string }; editions: { language: string; name: string }[] };

/**
 * What the site's name field says, in plain words, on a site in two languages: a second
 * language has the first one's name, renamed with it, unless it is given a name of its own
 * (docs/behaviour/page-builder.md#two-languages). Undefined on a site of one language.
 */
export function siteNameRule(languages: SiteLanguages | undefined, editing: string): { help: string; placeholder?: string } | undefined {
  if (!languages || languages.editions.length === 0) return undefined;
  const { first } = languages;
  const edition = languages.editions.find((e) => e.language === editing);
  if (edition) {
    return {
      help: fill(wordsOf(siteWords).sameName, { edition: languageNameOf(edition.language), first: languageNameOf(first.language), siteName: first.siteName }),
      placeholder: first.siteName,
    };
  }
  const others = new Intl.ListFormat(studioLanguage()).format(languages.editions.map((e) => languageNameOf(e.language)));
  return { help: fill(wordsOf(siteWords).renamesToo, { others }) };
}
