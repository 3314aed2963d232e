import { searchWordsOf } from "../search/search-words";
import type { SiteConfig } from "../config/site-config";

/**
 * What the build writes for the site's server (`words.json`): the words of the pages it
 * writes itself — a search's results and a form's answer without JavaScript — in the
 * site's language (docs/decisions/039-site-words.md).
 */
export const serverWordsOf = (config: SiteConfig) => ({ language: config.language, search: searchWordsOf(config.words), forms: config.words.forms });

export type ServerWords = ReturnType<typeof serverWordsOf>;
