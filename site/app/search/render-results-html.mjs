/**
 * The results page as plain HTML. The pre-rendered page carries an empty copy inside a
 * <noscript> marked FALLBACK_ATTRIBUTE, for visitors without JavaScript on any static
 * host. The site's server runs the search itself and swaps that <noscript> for a
 * visible block marked SERVED_ATTRIBUTE with the results, for every visitor: the
 * results are in the first paint, and the browser loads no search code or index (the
 * page's CSS then hides the search island's own, still empty, copy). Everything from
 * the query or the content is escaped here.
 */
import { FALLBACK_ATTRIBUTE, SERVED_ATTRIBUTE } from "./search-names.mjs";

/** @param {string} value */
export function escapeHtml(value) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** @param {import("./highlight.d.mts").Segment[]} segments */
export function segmentsToHtml(segments) {
  return segments.map((s) => (s.match ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join("");
}

/**
 * @param {import("./render-results-html.d.mts").FallbackInput} input
 * @returns {string}
 */
export function renderResultsHtml({ query, hits, browse = [], capped, messages, prefix = "" }) {
  const q = escapeHtml(query);
  const status = [messages.resultCountMessage(query, hits), messages.cappedQueryMessage(capped)].filter(Boolean).join(" ");
  const list = hits.length
    ? `<ol class="search-results">${hits.map((hit) => renderHit(hit, messages, prefix)).join("")}</ol>`
    : query
      ? renderNoResults(browse, messages, prefix)
      : "";
  return (
    `<div class="search-page__fallback">` +
    `<h1>${escapeHtml(messages.searchHeading(query))}</h1>` +
    `<form role="search" aria-label="${escapeHtml(messages.searchAgain)}" action="${prefix}/search" method="get" class="search-page__form">` +
    `<label for="search-page-q-fallback" class="search-page__label">${escapeHtml(messages.searchLabel)}</label>` +
    `<span class="search-page__row"><input id="search-page-q-fallback" type="search" name="q" value="${q}" class="search-page__input">` +
    `<button type="submit" class="button">${escapeHtml(messages.searchButton)}</button></span></form>` +
    `<p class="search-page__status" role="status" aria-live="polite" aria-atomic="true">${escapeHtml(status)}</p>` +
    list +
    `</div>`
  );
}

/**
 * @param {import("./run-search.d.mts").SearchHit} hit
 * @param {import("./search-messages.d.mts").SearchMessages} messages
 * @param {string} prefix the edition's address prefix, `/fr` (docs/decisions/046-two-languages-on-one-site.md)
 */
function renderHit(hit, messages, prefix) {
  return (
    `<li class="search-result search-result--${escapeHtml(hit.type)}">` +
    `<h2 class="search-result__title"><a href="${escapeHtml(prefix + hit.url)}">${segmentsToHtml(hit.title)}</a></h2>` +
    `<p class="search-result__type">${escapeHtml(messages.typeLabels[hit.type] ?? hit.type)}</p>` +
    `<p class="search-result__snippet">${segmentsToHtml(hit.snippet)}</p>` +
    `</li>`
  );
}

/**
 * @param {import("./render-results-html.d.mts").BrowseLink[]} browse
 * @param {import("./search-messages.d.mts").SearchMessages} messages
 * @param {string} prefix
 */
function renderNoResults(browse, messages, prefix) {
  const tips = messages.tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join("");
  const links = browse
    .map((link) => `<li><a href="${escapeHtml(prefix + link.href)}">${escapeHtml(link.label)}</a></li>`)
    .join("");
  return (
    `<div class="search-empty"><h2 class="search-empty__title">${escapeHtml(messages.suggestions)}</h2><ul>${tips}</ul>` +
    (links ? `<h2 class="search-empty__title">${escapeHtml(messages.orBrowse)}</h2><ul class="search-empty__links">${links}</ul>` : "") +
    `</div>`
  );
}

/**
 * Replaces the pre-rendered <noscript> with the served results block and gives the page
 * its query title. The site name is read back from the pre-rendered title.
 * @param {string} pageHtml
 * @param {{ query: string, resultsHtml: string, messages: import("./search-messages.d.mts").SearchMessages }} input
 */
export function injectSearchFallback(pageHtml, { query, resultsHtml, messages }) {
  const noscript = new RegExp(`(<noscript ${FALLBACK_ATTRIBUTE}="">)[\\s\\S]*?(</noscript>)`);
  return pageHtml
    .replace(noscript, () => `<div ${SERVED_ATTRIBUTE}="">${resultsHtml}</div>`)
    .replace(/<title>([^<]*)<\/title>/, (whole, current) => {
      const prefix = escapeHtml(messages.titlePrefix);
      if (!current.startsWith(prefix)) return whole;
      // The pre-rendered title is already escaped, so the site name is taken as is and
      // only the query is escaped (a placeholder for the name could occur in the query).
      const siteName = current.slice(prefix.length);
      return `<title>${messages.searchTitle(escapeHtml(query), siteName)}</title>`;
    });
}
