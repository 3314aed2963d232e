import { catalogueOf } from "./catalogue.server";
import type { ContentStore } from "./content-store.server";
import { journalBase, journalListingPaths, shopListingPaths } from "./listings.server";
import { absoluteUrl } from "./seo.server";
import { contentDir } from "../source/content-dir.server";
import { builtEditions } from "../source/editions.server";
import { fullUrl, hreflangAlternates, languageVersions } from "./language-versions.server";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type SitemapEntry = { loc: string; lastmod?: string; address: string };

/** The same page in each language of a site of two, by address: `<xhtml:link rel="alternate" hreflang>` (docs/decisions/046-two-languages-on-one-site.md). */
export type SitemapAlternates = ReadonlyMap<string, readonly { language: string; url: string }[]>;

/**
 * Every page open to search engines as absolute URLs, each once: pages, the journal and its
 * tags, posts, the shop and its categories, products, and every page of each listing (each
 * its own canonical address). The 404, search, cart and checkout pages and the listings'
 * sorted copies are left out: they are `noindex`, or no page of their own (docs/behaviour/found.md#sitemaps).
 * A journal listing's `lastmod` is its newest post's date; the content gives other pages none.
 */
function sitemapEntries(store: ContentStore): SitemapEntry[] {
  const catalogue = catalogueOf(store);
  const entry = (address: string, lastmod?: string): SitemapEntry => ({ loc: absoluteUrl(address), address, ...(lastmod ? { lastmod } : {}) });
  const newest = new Map([[journalBase(), store.posts[0]?.data.date], ...catalogue.tags.map((t) => [journalBase(t.slug), t.entries[0]?.data.date] as const)]);
  const listingOf = (address: string) => address.replace(/\/page\/\d+$/, "");
  return [
    ...store.pages.map((p) => entry(p.slug === "home" ? "/" : `/${p.slug}`)),
    ...journalListingPaths(store).map((address) => entry(address, newest.get(listingOf(address)))),
    ...store.posts.map((p) => entry(`/blog/${p.slug}`, p.data.date)),
    ...shopListingPaths(store).filter((address) => !address.includes("/sort/")).map((address) => entry(address)),
    ...store.products.map((p) => entry(`/shop/${p.slug}`)),
  ];
}

/** Every sitemap address's versions in the site's languages, where it has more than one. */
export async function sitemapAlternates(store: ContentStore): Promise<SitemapAlternates> {
  const pairs = await Promise.all(
    sitemapEntries(store).map(async ({ address }) => {
      return [address, hreflangAlternates(await languageVersions(address))] as const;
    }),
  );
  return new Map(pairs.filter(([, versions]) => versions.length > 0));
}

/** The sitemaps protocol's limit of URLs per file; past it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Address of the n-th part (1-based) when the sitemap is split. */
const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

function urlset(entries: SitemapEntry[], alternates: SitemapAlternates): string {
  const urls = entries.map(({ loc, lastmod, address }) => {
    const links = (alternates.get(address) ?? []).map(({ language, url }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(url)}"/>`);
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links.join("")}</url>`;
  });
  return `${XML_HEAD}<urlset ${NS}${alternates.size > 0 ? ` ${XHTML_NS}` : ""}>\n${urls.join("\n")}\n</urlset>\n`;
}

type SitemapOptions = {
  /** URLs per file. @default SITEMAP_MAX_URLS */
  maxUrls: number;
  /** The pages' versions in the site's other language (sitemapAlternates). @default none */
  alternates: SitemapAlternates;
};

/**
 * The sitemap as files by address: /sitemap.xml alone while it fits in one file; past
 * `maxUrls`, /sitemap.xml is a sitemap index naming /sitemaps/1.xml, /sitemaps/2.xml …
 */
export function sitemapFiles(store: ContentStore, options: Partial<SitemapOptions> = {}): Map<string, string> {
  const { maxUrls, alternates } = { maxUrls: SITEMAP_MAX_URLS, alternates: new Map() as SitemapAlternates, ...options };
  const entries = sitemapEntries(store);
  if (entries.length <= maxUrls) return new Map([["/sitemap.xml", urlset(entries, alternates)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, n = 1; start < entries.length; start += maxUrls, n += 1) {
    files.set(sitemapPartPath(n), urlset(entries.slice(start, start + maxUrls), alternates));
    parts.push(`  <sitemap><loc>${escapeXml(absoluteUrl(sitemapPartPath(n)))}</loc></sitemap>`);
  }
  files.set("/sitemap.xml", `${XML_HEAD}<sitemapindex ${NS}>\n${parts.join("\n")}\n</sitemapindex>\n`);
  return files;
}

/** /sitemap.xml as one file (the whole sitemap, or the index of its parts). */
export function sitemapXml(store: ContentStore): string {
  return sitemapFiles(store).get("/sitemap.xml")!;
}

/** robots.txt: every language's sitemap (an edition's lists its own pages: docs/decisions/046-two-languages-on-one-site.md). */
export function robotsTxt(): string {
  const editions = builtEditions(contentDir()).map((edition) => `Sitemap: ${fullUrl(`${edition.prefix}/sitemap.xml`)}\n`);
  return `User-agent: *\nAllow: /\n\nSitemap: ${fullUrl("/sitemap.xml")}\n${editions.join("")}`;
}
