import MiniSearch from "minisearch";
import type { BrowseLink } from "./render-results-html.mjs";
import { indexOptionsFor, normalizeTerm, type ProcessTerm, type SearchDocument } from "./search-options.mjs";

export type BuildIndexOptions = {
  /**
   * Characters of body text kept for snippets. The whole body is still searched; only
   * the stored copy is shortened, which keeps the file the browser downloads small.
   * @default 1200
   */
  storedTextLength: number;
  /** Sections the no-results state suggests. @default [] */
  browse: BrowseLink[];
  /** The site's language, written into the index so a query's words become terms the same way. @default "en" */
  language: string;
  /** How words become terms in that language (search-stemmers.mjs loadTermProcessor). @default normalizeTerm */
  processTerm: ProcessTerm;
};

export const defaultBuildIndexOptions: BuildIndexOptions = { storedTextLength: 1200, browse: [], language: "en", processTerm: normalizeTerm };

/** The contents of /search-index.json. */
export type SearchIndexFile = {
  version: 1;
  browse: BrowseLink[];
  index: ReturnType<MiniSearch["toJSON"]>;
};

export function buildSearchIndex(docs: SearchDocument[], options: Partial<BuildIndexOptions> = {}): SearchIndexFile {
  const { storedTextLength, browse, processTerm } = { ...defaultBuildIndexOptions, ...options };
  const search = new MiniSearch<SearchDocument>({
    ...indexOptionsFor(processTerm),
    extractField: (doc, field) => {
      const value = doc[field as keyof SearchDocument];
      return value === undefined ? "" : String(value);
    },
  });
  search.addAll(docs);
  const index = search.toJSON();
  // Stored copies are shortened after indexing, so the search itself saw every word.
  for (const stored of Object.values(index.storedFields) as Record<string, unknown>[]) {
    if (typeof stored.text === "string" && stored.text.length > storedTextLength) {
      const cut = stored.text.lastIndexOf(" ", storedTextLength);
      stored.text = `${stored.text.slice(0, cut > 0 ? cut : storedTextLength)}…`;
    }
  }
  return { version: 1, browse, index };
}
