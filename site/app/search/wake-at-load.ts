import { searchNeedsTheBrowser } from "~/search/search-wake";

/**
 * Islands the page needs at once, whatever their trigger says, by name
 * (docs/behaviour/in-page.md#triggers): each rule is read once, when the page starts.
 */
export const wakeAtLoad: Record<string, () => boolean> = {
  // The site's server puts a query's results in the page; where no server answered it (a static host), the browser searches.
  search: searchNeedsTheBrowser,
};
