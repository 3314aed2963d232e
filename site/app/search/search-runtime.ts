import type { BrowseLink } from "./render-results-html.mjs";
import { createIndexSearcher, type SearchStage } from "./sharded-search.mjs";
import { sitePath } from "~/lib/site-path";

/**
 * The part of search that only the results page needs: MiniSearch and the query code.
 * Imported dynamically, so no other page downloads it.
 */
export type Searcher = {
  /** Shows the first hits as soon as they have arrived, then all of them. */
  searchInStages: (query: string, show: (stage: SearchStage) => void) => Promise<void>;
  /** Sections to suggest when nothing matched. */
  browse: BrowseLink[];
};

/**
 * A searcher over the chunked index: `entry` is /search-index.json as just fetched; the
 * hashed files it names are fetched as queries need them (cached for good by the browser).
 */
export async function createSearcher(entry: object): Promise<Searcher> {
  return createIndexSearcher({
    load: async (url) => {
      if (url === "entry") return entry;
      // The index names its files from the site's root; an edition's are under its prefix.
      const response = await fetch(sitePath(url));
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response.json();
    },
    entry: "entry",
  });
}
