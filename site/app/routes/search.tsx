import { Island } from "~/islands/island";
import searchIsland from "~/islands/search.island";
import siteConfig from "../../site.config";
import { renderResultsHtml } from "~/search/render-results-html.mjs";
import { FALLBACK_ATTRIBUTE } from "~/search/search-names.mjs";
import { searchTitle } from "~/search/search-messages.mjs";
import { renderStaticSearchNotice } from "~/search/static-search-notice.mjs";
import "~/search/search-page.css";

export function meta() {
  return [
    { title: searchTitle("", siteConfig.name) },
    { name: "description", content: `Search the products, journal and pages of ${siteConfig.name}.` },
  ];
}

/**
 * /search?q=… — the results page: the search island, and for visitors without
 * JavaScript a <noscript> that the server fills with the same results; on a static host,
 * where no server does, it says search needs JavaScript and offers the menu.
 */
export default function SearchPage() {
  const { hosting, header } = siteConfig;
  const links = header.menu.map(({ label, href }) => ({ label, href }));
  return (
    <main id="main" className="container search-page">
      <Island of={searchIsland} props={{}} />
      {hosting.mode === "static" ? (
        <div dangerouslySetInnerHTML={{ __html: renderStaticSearchNotice({ notice: hosting.searchNotice, links }) }} />
      ) : (
        <noscript {...{ [FALLBACK_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: renderResultsHtml({ query: "", hits: [] }) }} />
      )}
    </main>
  );
}
