/** A built page as the coverage check reads it: its address and what its head says. */
export type BuiltPage = { address: string; html: string };

/** The address a page names as canonical, or undefined. */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** An address without its closing slash: an edition's home is `/fr/` as a canonical, `/fr` as a folder. */
const bare = (address: string) => address.replace(/\/+$/, "") || "/";
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

/** The `<loc>`s a sitemap file lists (a `<urlset>`'s pages; an index's parts are read by the caller). */
export const sitemapLocs = (xml: string): string[] => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/**
 * "The sitemap lists every built page of the language exactly once": every page that is
 * its own canonical address and open to search engines, once; nothing that is not one.
 * Returns one line per problem (docs/behaviour/found.md#sitemaps).
 */
export function sitemapCoverage(pages: readonly BuiltPage[], locs: readonly string[]): string[] {
  const problems: string[] = [];
  const indexable = new Map<string, string>();
  for (const page of pages) {
    const canonical = canonicalOf(page.html);
    if (canonical && !noindex(page.html) && bare(new URL(canonical).pathname) === bare(page.address)) indexable.set(canonical, page.address);
  }
  const seen = new Map<string, number>();
  for (const loc of locs) seen.set(loc, (seen.get(loc) ?? 0) + 1);
  for (const [loc, count] of seen) {
    if (count > 1) problems.push(`the sitemap lists ${loc} ${count} times`);
    if (!indexable.has(loc)) problems.push(`the sitemap lists ${loc}, which is no page of the build open to search engines`);
  }
  for (const [canonical, address] of indexable) if (!seen.has(canonical)) problems.push(`the page ${address} is missing from the sitemap`);
  return problems;
}
