import { SEARCH_INDEX_PATH } from "./search-options.mjs";
import type { Searcher } from "./search-runtime";

/**
 * Fetches the index and the search code together, once per visit: later queries on the
 * results page reuse them. A failure is not kept, so "Try again" really tries again.
 */
let pending: Promise<Searcher> | undefined;

async function fetchIndex(): Promise<{ index: object }> {
  const response = await fetch(SEARCH_INDEX_PATH);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  return response.json();
}

export function loadSearcher(): Promise<Searcher> {
  pending ??= Promise.all([import("./search-runtime"), fetchIndex()])
    .then(([runtime, file]) => runtime.createSearcher(file))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
