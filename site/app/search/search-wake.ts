import { SERVED_ATTRIBUTE } from "./search-names.mjs";

/**
 * Whether the results page must search in the browser at once: its address has a query
 * and no server put the results in the page (a static host). Otherwise the page is
 * complete as served, and the search island waits for the visitor to reach for it.
 */
export function searchNeedsTheBrowser(): boolean {
  const query = new URLSearchParams(window.location.search).get("q") ?? "";
  return query.trim() !== "" && document.querySelector(`[${SERVED_ATTRIBUTE}]`) === null;
}
