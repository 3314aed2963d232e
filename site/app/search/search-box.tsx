import { useEffect, useState } from "react";
import { Form } from "react-router";

/**
 * The results page's own search box, showing the current query. It submits through the
 * router, so a new query re-runs the search without reloading the page.
 */
export function SearchBox({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  return (
    <Form role="search" aria-label="Search again" action="/search" method="get" className="search-page__form">
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
    </Form>
  );
}
