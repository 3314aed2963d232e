import type { Pagination as PaginationData } from "~/content/pagination";
import "./pagination.css";

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
          {prev ? <a href={prev} rel="prev">← <span className="pagination__word">Previous</span></a> : <span aria-disabled="true">← <span className="pagination__word">Previous</span></span>}
        </li>
        {links.map((link, index) =>
          link ? (
            <li key={link.page}>
              {link.page === page ? (
                <a aria-current="page" href={link.href} aria-label={`Page ${link.page}`}>{link.page}</a>
              ) : (
                <a href={link.href} aria-label={`Page ${link.page}`}>{link.page}</a>
              )}
            </li>
          ) : (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">…</li>
          ),
        )}
        <li className="pagination__step">
          {next ? <a href={next} rel="next"><span className="pagination__word">Next</span> →</a> : <span aria-disabled="true"><span className="pagination__word">Next</span> →</span>}
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
