import { Island } from "~/islands/island";
import searchIsland from "~/search/search.island";
import siteConfig from "../../site.config";
import { renderResultsHtml } from "~/search/render-results-html.mjs";
import { FALLBACK_ATTRIBUTE } from "~/search/search-names.mjs";
import { searchMessages } from "~/search/search-messages.mjs";
import { searchWordsOf } from "~/search/search-words";
import { fill } from "~/words/word.mjs";
import { renderStaticSearchNotice } from "~/search/static-search-notice.mjs";
import "~/search/search-page.css";
import { editionPrefixOfPage } from "~/lib/site-path";

const messages = searchMessages(searchWordsOf(siteConfig.words), siteConfig.language);

export function meta() {
  return [
    { title: messages.searchTitle("", siteConfig.name) },
    { name: "description", content: fill(siteConfig.words.search.description, { site: siteConfig.name }) },
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
      <Island of={searchIsland} props={{ words: searchWordsOf(siteConfig.words), language: siteConfig.language }} />
      {hosting.mode === "static" ? (
        <div dangerouslySetInnerHTML={{ __html: renderStaticSearchNotice({ notice: hosting.searchNotice, links, heading: messages.searchHeading("") }) }} />
      ) : (
        <noscript {...{ [FALLBACK_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: renderResultsHtml({ query: "", hits: [], messages, prefix: editionPrefixOfPage() }) }} />
      )}
    </main>
  );
}
