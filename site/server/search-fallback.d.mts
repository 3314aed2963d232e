export interface SearchFallback {
  /** The results page for a `q` value as Express parses it, or undefined when there is nothing to add. */
  render(q: unknown): Promise<string | undefined>;
  /** Express handler for GET /search. */
  handle(req: unknown, res: unknown, next: () => void): Promise<void>;
}
export declare function createSearchFallback(options: { root: string | (() => string) }): SearchFallback;
