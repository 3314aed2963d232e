import type { Pagination as PaginationData } from "~/lib/pagination";
import { textDirection } from "~/config/text-direction";
import { fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";
import "./pagination.css";
import { sitePath } from "../lib/site-path";

const words = siteConfig.words.listings;
// The steps' arrows point the way the text runs: mirrored right to left.
const [BACK, FORWARD] = textDirection(siteConfig) === "rtl" ? ["→", "←"] : ["←", "→"];

/**
 * Links between the pages of a listing (docs/decisions/015-listings.md): previous, the
 * first and last pages, the pages around this one, and next. Nothing when the listing
 * fits on one page.
 */
export function Pagination({ pagination, label }: { pagination: PaginationData; label: string }) {
  const { page, pageCount, prev, next, links } = pagination;
  if (pageCount < 2) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li className="pagination__step">
          {prev ? <a href={sitePath(prev)} rel="prev">{BACK} <span className="pagination__word">{words.previous}</span></a> : <span aria-disabled="true">{BACK} <span className="pagination__word">{words.previous}</span></span>}
        </li>
        {links.map((link, index) =>
          link ? (
            <li key={link.page}>
              {link.page === page ? (
                <a aria-current="page" href={sitePath(link.href)} aria-label={fill(words.page, { page: link.page })}>{link.page}</a>
              ) : (
                <a href={sitePath(link.href)} aria-label={fill(words.page, { page: link.page })}>{link.page}</a>
              )}
            </li>
          ) : (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">…</li>
          ),
        )}
        <li className="pagination__step">
          {next ? <a href={sitePath(next)} rel="next"><span className="pagination__word">{words.next}</span> {FORWARD}</a> : <span aria-disabled="true"><span className="pagination__word">{words.next}</span> {FORWARD}</span>}
        </li>
      </ul>
    </nav>
  );
}

/** `<link rel="prev|next">` for a listing page's head. */
export function paginationLinks(pagination: PaginationData | undefined) {
  if (!pagination) return [];
  return [
    ...(pagination.prev ? [{ tagName: "link" as const, rel: "prev", href: pagination.prev }] : []),
    ...(pagination.next ? [{ tagName: "link" as const, rel: "next", href: pagination.next }] : []),
  ];
}
