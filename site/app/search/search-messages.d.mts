import type { SearchDocumentType } from "./search-options.mjs";

export declare const TYPE_LABELS: Record<SearchDocumentType, string>;
export declare const SEARCH_TITLE_PREFIX: string;
export declare function searchTitle(query: string, siteName: string): string;
export declare function searchHeading(query: string): string;
export declare function resultCountMessage(query: string, hits: { type: SearchDocumentType }[]): string;
export declare const NO_RESULTS_TIPS: string[];
export declare function cappedQueryMessage(capped: "length" | "terms" | undefined): string;
