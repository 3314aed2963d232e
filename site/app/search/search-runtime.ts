import type { BrowseLink } from "./render-results-html.mjs";
import { loadSearchIndex, runSearch, type SearchHit } from "./run-search.mjs";

/**
 * The part of search that only the results page needs: MiniSearch and the query code.
 * Imported dynamically, so no other page downloads it.
 */
export type Searcher = {
  search: (query: string) => SearchHit[];
  /** Sections to suggest when nothing matched. */
  browse: BrowseLink[];
};

export function createSearcher(file: { index: object; browse?: BrowseLink[] }): Searcher {
  const index = loadSearchIndex(file.index);
  return { search: (query) => runSearch(index, query), browse: file.browse ?? [] };
}
