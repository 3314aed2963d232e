export interface SnippetOptions {
  /** Longest snippet, in characters (before ellipses). @default 180 */
  length: number;
  /** Characters of context kept before the first match. @default 60 */
  lead: number;
}
export declare const defaultSnippetOptions: SnippetOptions;
export declare function makeSnippet(
  text: string,
  terms: Iterable<string>,
  options?: Partial<SnippetOptions>,
): string | null;
