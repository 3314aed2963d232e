import { Highlighted } from "./highlighted";
import type { BrowseLink } from "./render-results-html.mjs";
import type { SearchHit } from "./run-search.mjs";
import type { SearchMessages } from "./search-messages.mjs";
import { sitePath } from "../lib/site-path";

/** The hits, best first, each labelled with its kind. Same markup as the no-JavaScript fallback. */
export function SearchResults({ hits, messages }: { hits: SearchHit[]; messages: SearchMessages }) {
  return (
    <ol className="search-results">
      {hits.map((hit) => (
        <li key={hit.url} className={`search-result search-result--${hit.type}`}>
          <h2 className="search-result__title">
            <a href={sitePath(hit.url)}>
              <Highlighted segments={hit.title} />
            </a>
          </h2>
          <p className="search-result__type">{messages.typeLabels[hit.type]}</p>
          <p className="search-result__snippet">
            <Highlighted segments={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export function NoResults({ browse, messages }: { browse: BrowseLink[]; messages: SearchMessages }) {
  return (
    <div className="search-empty">
      <h2 className="search-empty__title">{messages.suggestions}</h2>
      <ul>
        {messages.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {browse.length > 0 && (
        <>
          <h2 className="search-empty__title">{messages.orBrowse}</h2>
          <ul className="search-empty__links">
            {browse.map((link) => (
              <li key={link.href}>
                <a href={sitePath(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
