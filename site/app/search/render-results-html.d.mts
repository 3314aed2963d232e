import type { Segment } from "./highlight.mjs";
import type { SearchHit } from "./run-search.mjs";
import type { SearchMessages } from "./search-messages.mjs";

export interface BrowseLink {
  label: string;
  href: string;
}
export interface FallbackInput {
  query: string;
  hits: SearchHit[];
  /** Sections suggested when nothing matched. @default [] */
  browse?: BrowseLink[];
  /** Whether the visitor's query was cut before it was searched (limitQuery). @default undefined */
  capped?: "length" | "terms";
  /** The page's words in the site's language (search-messages.mjs). */
  messages: SearchMessages;
  /** The edition's address prefix the links carry, `/fr` (docs/decisions/046-two-languages-on-one-site.md). @default "" */
  prefix?: string;
}
export declare function escapeHtml(value: string): string;
export declare function segmentsToHtml(segments: Segment[]): string;
export declare function renderResultsHtml(input: FallbackInput): string;
export declare function injectSearchFallback(pageHtml: string, input: { query: string; resultsHtml: string; messages: SearchMessages }): string;
