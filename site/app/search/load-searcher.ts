import { loadChunk } from "~/lib/load-chunk";
import { SEARCH_INDEX_PATH } from "./search-options.mjs";
import { sitePath } from "~/lib/site-path";
import type { Searcher } from "./search-runtime";

/**
 * Fetches the index's entry point and the search code together, once per visit: later
 * queries on the results page reuse them, and fetch only the index files they need. A failure is not kept, so "Retry" really tries again. The code
 * loads through loadChunk, so a failed download reads "Loading chunk N failed" (docs/behaviour/in-page.md#chunk-errors).
 */
let pending: Promise<Searcher> | undefined;

async function fetchIndex(): Promise<object> {
  // The entry point is revalidated (a cheap 304) so a new build's index is never read
  // with old search code; the files it names carry a hash and are cached for good.
  const response = await fetch(sitePath(SEARCH_INDEX_PATH), { cache: "no-cache" });
  if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered HTTP ${response.status}`);
  return response.json();
}

export function loadSearcher(): Promise<Searcher> {
  pending ??= Promise.all([loadChunk(() => import("./search-runtime")), fetchIndex()])
    .then(([runtime, file]) => runtime.createSearcher(file))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
