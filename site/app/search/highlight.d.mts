import type { ProcessTerm } from "./search-options.mjs";

export interface Segment {
  text: string;
  /** True for a word that matched the query (rendered in <mark>). */
  match: boolean;
}
export declare function highlightSegments(text: string, terms: Iterable<string>, processTerm?: ProcessTerm): Segment[];
export declare function firstMatchIndex(text: string, terms: Iterable<string>, processTerm?: ProcessTerm): number;
