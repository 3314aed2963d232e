import { SearchLive } from "~/search/search-live";
import { defineIsland } from "./define-island";

/**
 * The results page's live part: query box, status and results (index loads on demand).
 * It wakes at load: it is the page's main content, and on a static host it is what
 * finds the results at all.
 */
export default defineIsland(() => <SearchLive />, { trigger: "load" });
