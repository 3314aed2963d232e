import type { SiteWords } from "~/words/site-words";
import type { SearchWords } from "./search-messages.mjs";

/**
 * What the search page says, from the site's words: the search island's props, and what
 * the build writes for the site's server to answer a query in (`words.json`, docs/decisions/039-site-words.md).
 */
export const searchWordsOf = (words: Pick<SiteWords, "search" | "theme">): SearchWords => ({
  ...words.search,
  searchLabel: words.theme.searchLabel,
  searchButton: words.theme.searchButton,
  retry: words.theme.retry,
});
