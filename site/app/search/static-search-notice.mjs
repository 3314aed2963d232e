// @ts-check
/**
 * The search page without JavaScript on a static host (docs/operations.md#static-hosting):
 * no server runs the search, so instead of a search box that would only come back
 * empty, the page says so and offers the site's menu. A plain block that the page's
 * stylesheet shows only where scripting is off (a <noscript> would be skipped by tools
 * that read the page as an accessibility tree).
 */
import { escapeHtml } from "./render-results-html.mjs";

/** @param {{ notice: string, heading: string, links: { label: string, href: string }[] }} input */
export function renderStaticSearchNotice({ notice, heading, links }) {
  const items = links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join("");
  return (
    `<div class="search-page__fallback search-page__nojs">` +
    `<h1>${escapeHtml(heading)}</h1>` +
    `<p class="search-page__status">${escapeHtml(notice)}</p>` +
    (items ? `<ul class="search-empty__links">${items}</ul>` : "") +
    `</div>`
  );
}
