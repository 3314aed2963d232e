import { searchMessages } from "../search/search-messages.mjs";
import { searchWordsOf } from "../search/search-words";
import { serverWordsOf } from "./server-words";
import { siteWordDefaults, type SiteWords } from "./site-words";

/** The English table, as a site in English resolves it: for tests. */
export const englishWords: SiteWords = siteWordDefaults;
export const englishFormWords = { ...siteWordDefaults.forms, language: "en" };
export const englishSearchMessages = searchMessages(searchWordsOf(englishWords), "en");
/** What the build writes in `words.json` for a site in English. */
export const englishServerWords = serverWordsOf({ language: "en", words: englishWords } as Parameters<typeof serverWordsOf>[0]);
