import type { ProcessTerm } from "./search-options.mjs";

export interface SnippetOptions {
  /** Longest snippet, in characters (before ellipses). @default 180 */
  length: number;
  /** Characters of context kept before the first match. @default 60 */
  lead: number;
  /** How the index made its terms. @default normalizeTerm (English) */
  processTerm?: ProcessTerm;
}
export declare const defaultSnippetOptions: SnippetOptions;
export declare function makeSnippet(
  text: string,
  terms: Iterable<string>,
  options?: Partial<SnippetOptions>,
): string | null;
