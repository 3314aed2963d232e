import { useEffect, useState } from "react";
import type { BrowseLink } from "./render-results-html.mjs";
import type { SearchHit } from "./run-search.mjs";
import type { SearchDocumentType } from "./search-options.mjs";
import { loadSearcher } from "./load-searcher";

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  /** `counted`: every hit the search will show, by type (the first hits may come alone). */
  | { status: "ready"; hits: SearchHit[]; counted: { type: SearchDocumentType }[]; browse: BrowseLink[] }
  | { status: "error"; error: unknown };

/**
 * Runs a query against the lazily loaded index. An empty query is idle and loads
 * nothing; a newer query always wins over a slower older one.
 */
export function useSearchResults(query: string): { state: SearchState; retry: () => void } {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    // The first hits show as soon as their files arrive, the rest right after
    // (docs/decisions/014-chunked-search.md): a first answer needs few requests.
    loadSearcher()
      .then((searcher) =>
        searcher.searchInStages(query, ({ hits, counted }) => {
          if (current) setState({ status: "ready", hits, counted, browse: searcher.browse });
        }),
      )
      .catch((error: unknown) => {
        if (current) setState({ status: "error", error });
      });
    return () => {
      current = false;
    };
  }, [query, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
