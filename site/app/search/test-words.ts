import { siteWordDefaults } from "../words/site-words";
import { searchMessages } from "./search-messages.mjs";
import { searchWordsOf } from "./search-words";

/** The search's messages of the English table, as a site in English resolves them: for tests. */
export const englishSearchMessages = searchMessages(searchWordsOf(siteWordDefaults), "en");
