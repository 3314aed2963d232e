import { useEffect, useState } from "react";
import type { BrowseLink } from "./render-results-html.mjs";
import type { SearchHit } from "./run-search.mjs";
import { loadSearcher } from "./load-searcher";

export type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; hits: SearchHit[]; browse: BrowseLink[] }
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
    loadSearcher()
      .then(async (searcher) => ({ hits: await searcher.search(query), browse: searcher.browse }))
      .then(
        ({ hits, browse }) => {
          if (current) setState({ status: "ready", hits, browse });
        },
        (error: unknown) => {
          if (current) setState({ status: "error", error });
        },
      );
    return () => {
      current = false;
    };
  }, [query, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
