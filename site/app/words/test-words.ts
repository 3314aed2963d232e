import { searchMessages } from "../search/search-messages.mjs";
import { searchWordsOf } from "../search/search-words";
import { serverWordsOf } from "./server-words";
import { siteWordDefaults, type OwnSiteWords } from "./site-words";

/** The site's own namespaces in English, as a site in English resolves them: for tests. */
export const englishWords: OwnSiteWords = siteWordDefaults;
export const englishFormWords = { ...siteWordDefaults.forms, language: "en" };
export const englishSearchMessages = searchMessages(searchWordsOf(englishWords), "en");
/** What the build writes in `words.json` for a site in English. */
export const englishServerWords = serverWordsOf({ language: "en", words: englishWords } as Parameters<typeof serverWordsOf>[0]);
