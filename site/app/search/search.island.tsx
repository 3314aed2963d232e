import { SearchLive } from "~/search/search-live";
import type { SearchWords } from "~/search/search-messages.mjs";
import { defineIsland } from "../islands/define-island";

/**
 * The results page's live part: query box, status and results (index loads on demand).
 * The site's server puts a query's results in the page, so it wakes on interaction (a
 * pointer over it, focus, a touch, typing); on a host that did not answer the query the
 * page wakes it at once instead (wake-at-load.ts), since there it is what finds the results.
 */
export default defineIsland(({ words, language }: { words: SearchWords; language: string }) => <SearchLive words={words} language={language} />, { trigger: "interaction" });
