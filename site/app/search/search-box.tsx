import type { SearchMessages } from "./search-messages.mjs";
import { sitePath } from "../lib/site-path";

/**
 * The results page's own search box, showing the current query. A new query loads the
 * results page again; the index comes from the browser's cache. Uncontrolled: the island
 * wakes when a visitor reaches for it, and hydration must keep what they typed meanwhile
 * (docs/behaviour/in-page.md#the-click-that-woke-it); a new query from the address
 * replaces the box.
 */
export function SearchBox({ query, messages }: { query: string; messages: SearchMessages }) {
  return (
    <form role="search" aria-label={messages.searchAgain} action={sitePath("/search")} method="get" className="search-page__form">
      <label htmlFor="search-page-q" className="search-page__label">{messages.searchLabel}</label>
      <span className="search-page__row">
        <input
          key={query}
          id="search-page-q"
          className="search-page__input"
          type="search"
          name="q"
          defaultValue={query}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">{messages.searchButton}</button>
      </span>
    </form>
  );
}
