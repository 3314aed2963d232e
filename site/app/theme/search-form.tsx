/**
 * Header search form. A plain GET form to /search so it works without JavaScript.
 * (Owned by the search feature; the header places it.)
 */
export function SearchForm({ variant }: { variant: "desktop" | "mobile" }) {
  const id = `search-${variant}`;
  return (
    <form role="search" action="/search" method="get" className={`search-form search-form--${variant}`}>
      <label htmlFor={id} className="visually-hidden">Search the site</label>
      <input id={id} type="search" name="q" placeholder="Search…" autoComplete="off" />
      <button type="submit">Search</button>
    </form>
  );
}
