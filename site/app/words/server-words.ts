import { searchWordsOf } from "../search/search-words";
import { textDirection } from "../config/text-direction";
import type { SiteConfig } from "../config/site-config";

/**
 * What the build writes for the site's server (`words.json`): the words of the pages it
 * writes itself — a search's results, a form's answer without JavaScript, its error pages —
 * in the site's language, with the site's text direction for the error pages' `<html dir>`
 * (docs/decisions/039-site-words.md).
 */
export const serverWordsOf = (config: SiteConfig) => ({
  language: config.language,
  direction: textDirection(config),
  search: searchWordsOf(config.words),
  forms: config.words.forms,
  errorPage: config.words.errorPage,
});

export type ServerWords = ReturnType<typeof serverWordsOf>;
