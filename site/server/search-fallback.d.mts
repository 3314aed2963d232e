export interface SearchFallback {
  /**
   * The results page for the address's `q` values (the first counts), served from `dir`
   * (default: the live build now), its links under `prefix` (an edition's, `/fr`), or undefined when there is nothing to add.
   */
  render(q: unknown, dir?: string, prefix?: string): Promise<string | undefined>;
  /** Ends the search worker. */
  close(): Promise<void>;
}
export interface SearchFallbackOptions {
  root: string | (() => string);
  /** Searches queued at most; more are answered with the plain page. @default 8 */
  maxWaiting: number;
}
export declare const defaultSearchFallbackOptions: Omit<SearchFallbackOptions, "root">;
export declare function createSearchFallback(options: Pick<SearchFallbackOptions, "root"> & Partial<SearchFallbackOptions>): SearchFallback;
