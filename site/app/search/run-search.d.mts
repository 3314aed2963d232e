import type MiniSearch from "minisearch";
import type { SearchOptions, SearchResult } from "minisearch";
import type { Segment } from "./highlight.mjs";
import type { ProcessTerm, SearchDocument, SearchDocumentType } from "./search-options.mjs";

export interface RunSearchOptions {
  /** Most hits returned. @default 50 */
  limit: number;
  /** How the index made its terms. @default normalizeTerm (English) */
  processTerm?: ProcessTerm;
}

/** One result, ready to render: title and snippet split into plain and matched pieces. */
export interface SearchHit {
  url: string;
  type: SearchDocumentType;
  title: Segment[];
  snippet: Segment[];
  score: number;
}

export declare const PASSES: SearchOptions[];
export declare function toHit(result: SearchResult, processTerm?: ProcessTerm): SearchHit;
export declare function loadSearchIndex(serialized: object, processTerm?: ProcessTerm): MiniSearch<SearchDocument>;
export declare const defaultRunSearchOptions: RunSearchOptions;
export declare function runSearch(
  index: MiniSearch<SearchDocument>,
  query: string,
  options?: Partial<RunSearchOptions>,
): SearchHit[];
