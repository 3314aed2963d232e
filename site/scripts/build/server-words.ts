import { searchWordsOf } from "../../app/search/search-words";
import { textDirection } from "../../app/config/text-direction";
import { siteWordDefaults } from "../../app/words/site-words";
import type { SiteConfig } from "../../app/config/site-config";

/**
 * What the build writes for the site's server (`words.json`): the words of the pages it
 * writes itself — a search's results, a form's answer without JavaScript, its error pages —
 * in the site's language, with the site's text direction for the error pages' `<html dir>`
 * (docs/decisions/039-site-words.md).
 * `home` is the address of the site's home in this language: `/fr/` for a second language's
 * edition (docs/decisions/046-two-languages-on-one-site.md), whose error pages lead there.
 */
export const serverWordsOf = (config: SiteConfig, prefix = "") => ({
  language: config.language,
  home: `${prefix}/`,
  direction: textDirection(config),
  search: searchWordsOf(config.words),
  forms: config.words.forms,
  errorPage: config.words.errorPage,
});

export type ServerWords = ReturnType<typeof serverWordsOf>;

/** What the build writes in `words.json` for a site in English: for tests. */
export const englishServerWords = serverWordsOf({ language: "en", words: siteWordDefaults } as Parameters<typeof serverWordsOf>[0]);
