import { useEffect, useState } from "react";

/**
 * The results page's own search box, showing the current query. A new query loads the
 * results page again; the index comes from the browser's cache.
 */
export function SearchBox({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  return (
    <form role="search" aria-label="Search again" action="/search" method="get" className="search-page__form">
      <label htmlFor="search-page-q" className="search-page__label">Search the site</label>
      <span className="search-page__row">
        <input
          id="search-page-q"
          className="search-page__input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">Search</button>
      </span>
    </form>
  );
}
