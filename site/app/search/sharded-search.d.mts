import type { BrowseLink } from "./render-results-html.mjs";
import type { SearchHit } from "./run-search.mjs";
import type { SearchDocumentType } from "./search-options.mjs";

/** /search-index.json: the entry point of the chunked index. */
export interface SearchManifest {
  version: 2;
  /** The language its terms were made in (stemming: search-stemmers.mjs); absent is English. */
  language?: string;
  /** Folder of this build's index files, e.g. "/search-index/3f2a9c0d1b7e/". */
  base: string;
  browse: BrowseLink[];
  /** Runs of document ids by type: [type, first id], in id order. */
  types: [SearchDocumentType, number][];
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Shard keys (a term's first two characters). */
  shards: string[];
  /** Vocabulary files by word length. */
  vocabulary: string[];
}

export interface IndexSearcherOptions {
  /** Address of the entry file. @default SEARCH_INDEX_PATH */
  entry: string;
  /** Most hits returned. @default 50 */
  limit: number;
  /** Term shards kept in memory before starting over. @default 256 */
  maxShards: number;
  /** Result documents kept in memory before starting over. @default 4000 */
  maxDocs: number;
  /** Hits shown before the rest have arrived (searchInStages). @default 10 */
  firstBatch: number;
}

/** One stage of a search shown as it arrives: the first hits, then all of them. */
export interface SearchStage {
  hits: SearchHit[];
  /** The type of every hit the search will show, for the count ("12 products, 3 posts"). */
  counted: { type: SearchDocumentType }[];
}

export interface IndexSearcher {
  search(query: string): Promise<SearchHit[]>;
  /**
   * Calls `show` with the first `firstBatch` hits as soon as their files have arrived,
   * then with all of them (once only when they are as many).
   */
  searchInStages(query: string, show: (stage: SearchStage) => void): Promise<void>;
  browse: BrowseLink[];
}

export declare const BM25_B: number;
export declare const SHARD_DIR: string;
export declare function shardKey(term: string): string;
export declare function shardFile(key: string): string;
export declare function docFile(id: number): string;
export declare function vocabularyFile(bucket: string): string;
export declare function vocabularyBucket(term: string): string;
export declare function withinEdits(a: string, b: string, max: number): boolean;
export declare const defaultIndexSearcherOptions: IndexSearcherOptions;
export declare function createIndexSearcher(
  options: Partial<IndexSearcherOptions> & { load: (url: string) => Promise<unknown> },
): Promise<IndexSearcher>;
