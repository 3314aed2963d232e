import { Island } from "~/islands/island";
import searchIsland from "~/islands/search.island";
import siteConfig from "../../site.config";
import { renderResultsHtml } from "~/search/render-results-html.mjs";
import { FALLBACK_ATTRIBUTE } from "~/search/search-names.mjs";
import { searchTitle } from "~/search/search-messages.mjs";
import "~/search/search-page.css";

export function meta() {
  return [
    { title: searchTitle("", siteConfig.name) },
    { name: "description", content: `Search the products, journal and pages of ${siteConfig.name}.` },
  ];
}

/**
 * /search?q=… — the results page: the search island, and for visitors without
 * JavaScript a <noscript> that the server fills with the same results.
 */
export default function SearchPage() {
  return (
    <main id="main" className="container search-page">
      <Island of={searchIsland} props={{}} />
      <noscript
        {...{ [FALLBACK_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: renderResultsHtml({ query: "", hits: [] }) }}
      />
    </main>
  );
}
