/** One page of a paginated listing, as the listing routes and the pagination links need it. */
export type Pagination = {
  page: number;
  pageCount: number;
  /** Total items in the listing, over all its pages. */
  total: number;
  prev?: string;
  next?: string;
  /** Links to show: the first, the last, and the pages around the current one; null marks a gap. */
  links: ({ page: number; href: string } | null)[];
};

/** The address of page `page` of a listing whose first page is `base` (/shop → /shop/page/2). */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Parses the `:page` segment: absent is page 1; "1" itself is not an address (page 1
 * lives at the listing's own URL, so there is one URL per page); anything else that is
 * not a whole number in range is undefined (a 404).
 */
export function parsePage(segment: string | undefined, count: number): number | undefined {
  if (segment === undefined) return 1;
  if (!/^[1-9]\d*$/.test(segment)) return undefined;
  const page = Number(segment);
  return page >= 2 && page <= count ? page : undefined;
}

/** Pages within this distance of the current one get their own link. */
const NEIGHBOURS = 2;

export function paginate<T>(items: readonly T[], options: { page: number; pageSize: number; base: string }) {
  const { page, pageSize, base } = options;
  const count = pageCount(items.length, pageSize);
  const wanted = new Set([1, count]);
  for (let p = page - NEIGHBOURS; p <= page + NEIGHBOURS; p += 1) if (p >= 1 && p <= count) wanted.add(p);
  const numbers = [...wanted].sort((a, b) => a - b);
  const links: Pagination["links"] = [];
  numbers.forEach((p, i) => {
    if (i > 0 && p - numbers[i - 1]! > 1) links.push(null);
    links.push({ page: p, href: pageHref(base, p) });
  });
  const pagination: Pagination = {
    page,
    pageCount: count,
    total: items.length,
    prev: page > 1 ? pageHref(base, page - 1) : undefined,
    next: page < count ? pageHref(base, page + 1) : undefined,
    links,
  };
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pagination };
}
