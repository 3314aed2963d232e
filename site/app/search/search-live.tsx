import { useEffect, useSyncExternalStore } from "react";
import { isChunkLoadError } from "~/lib/load-chunk";
import { ChunkErrorMessage } from "~/islands/chunk-error-message";
import siteConfig from "../../site.config";
import type { SearchMessages, SearchWords } from "./search-messages.mjs";
import { SERVED_ATTRIBUTE } from "./search-names.mjs";
import { SearchBox } from "./search-box";
import { searchMessages } from "./search-messages.mjs";
import { limitQuery } from "./search-options.mjs";
import { NoResults, SearchResults } from "./search-results";
import { useSearchResults } from "./use-search-results";

const subscribe = () => () => {};

/**
 * False while hydrating the pre-rendered page (which was built without a query), true
 * after; reading `q` only then keeps hydration identical to the static HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

function queryFromLocation(): ReturnType<typeof limitQuery> {
  return limitQuery(new URLSearchParams(window.location.search).get("q") ?? "");
}

/** The site's server already put the results in the page (see render-results-html.mjs). */
const servedByServer = () => document.querySelector(`[${SERVED_ATTRIBUTE}]`) !== null;

/**
 * The live part of /search?q=…: heading, search box, status and results, searched in the
 * browser. The index and MiniSearch load only here, on demand, and not at all when the
 * server has already answered the query.
 */
export function SearchLive({ words, language }: { words: SearchWords; language: string }) {
  const messages = searchMessages(words, language);
  const { searchTitle, searchHeading, resultCountMessage, cappedQueryMessage } = messages;
  const hydrated = useHydrated();
  const { query, capped } = hydrated && !servedByServer() ? queryFromLocation() : { query: "", capped: undefined };
  const { state, retry } = useSearchResults(query);

  useEffect(() => {
    if (hydrated && !servedByServer()) document.title = searchTitle(query, siteConfig.name);
  }, [hydrated, query, searchTitle]);

  const status = !hydrated
    ? ""
    : state.status === "loading"
      ? messages.searching
      : state.status === "ready"
        ? [resultCountMessage(query, state.counted), cappedQueryMessage(capped)].filter(Boolean).join(" ")
        : state.status === "error"
          ? "" // The alert below says it.
          : resultCountMessage("", []);

  return (
    <div className="search-page__live">
      <h1>{searchHeading(query)}</h1>
      <SearchBox query={query} messages={messages} />
      <p className="search-page__status" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      <div className="search-page__results" data-state={hydrated ? state.status : "pending"}>
        {state.status === "ready" &&
          (state.hits.length > 0 ? <SearchResults hits={state.hits} messages={messages} /> : <NoResults browse={state.browse} messages={messages} />)}
        {state.status === "error" && <SearchError error={state.error} retry={retry} messages={messages} />}
      </div>
    </div>
  );
}

function SearchError({ error, retry, messages }: { error: unknown; retry: () => void; messages: SearchMessages }) {
  if (isChunkLoadError(error)) return <ChunkErrorMessage error={error} retry={retry} />;
  return (
    <div role="alert" className="search-page__error">
      <p>{messages.failed}</p>
      {error instanceof Error && <p className="search-page__error-detail">{error.message}</p>}
      <button type="button" className="button" onClick={retry}>
        {messages.retry}
      </button>
    </div>
  );
}
