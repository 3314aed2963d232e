export interface SearchFallback {
  /**
   * The results page for the address's `q` values (the first counts), served from `dir`
   * (default: the live build now), or undefined when there is nothing to add.
   */
  render(q: unknown, dir?: string): Promise<string | undefined>;
}
export declare function createSearchFallback(options: { root: string | (() => string) }): SearchFallback;
