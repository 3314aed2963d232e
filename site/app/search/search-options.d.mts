import type { Options, SearchOptions } from "minisearch";

export declare const WORD_PATTERN: RegExp;
export declare function tokenize(text: string): string[];
export type ProcessTerm = (word: string) => string | null;
export declare function termProcessor(language: string, stem?: (word: string) => string): ProcessTerm;
export declare const normalizeTerm: ProcessTerm;
export declare function indexOptionsFor(processTerm: ProcessTerm): Options<SearchDocument>;
export declare const indexOptions: Options<SearchDocument>;
export declare const searchDefaults: SearchOptions;
export declare const MAX_QUERY_LENGTH: number;
export declare const SEARCH_INDEX_PATH: string;
export declare const MAX_QUERY_TERMS: number;
export declare function limitQuery(query: string): { query: string; capped: "length" | "terms" | undefined };
export declare function cleanQuery(query: string): string;

/** The kinds of content the site indexes. */
export type SearchDocumentType = "page" | "post" | "product";

/** One indexed item, as the build hands it to MiniSearch. */
export interface SearchDocument {
  id: number;
  url: string;
  type: SearchDocumentType;
  title: string;
  /** The summary shown under the title (excerpt or meta description). */
  excerpt: string;
  /** Plain body text, Markdown and HTML removed; stored shortened. */
  text: string;
  /** Tags, category and other labels, space separated. */
  tags: string;
}
