import { SearchLive } from "~/search/search-live";
import { defineIsland } from "./define-island";

/** The results page's live part: query box, status and results (index loads on demand). */
export default defineIsland("search", () => <SearchLive />);
