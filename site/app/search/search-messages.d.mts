import type { SiteWords } from "../words/site-words";
import type { SearchDocumentType } from "./search-options.mjs";

/** The `search` namespace, and the theme's words for the search form and a retry (search-words.ts). */
export type SearchWords = SiteWords["search"] & Pick<SiteWords["theme"], "searchLabel" | "searchButton" | "retry">;
export interface SearchMessages {
  typeLabels: Record<SearchDocumentType, string>;
  titlePrefix: string;
  tips: string[];
  suggestions: string;
  orBrowse: string;
  searchAgain: string;
  searchLabel: string;
  searchButton: string;
  searching: string;
  failed: string;
  retry: string;
  searchTitle(query: string, siteName: string): string;
  searchHeading(query: string): string;
  resultCountMessage(query: string, hits: { type: SearchDocumentType }[]): string;
  cappedQueryMessage(capped: "length" | "terms" | undefined): string;
}
export declare function searchMessages(words: SearchWords, language: string): SearchMessages;
