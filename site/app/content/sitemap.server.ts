import { catalogueOf } from "./catalogue.server";
import type { ContentStore } from "./content-store.server";
import { journalBase, shopBase } from "./listings.server";
import { absoluteUrl } from "./seo.server";
import { contentDir } from "../source/content-dir.server";
import { builtEditions } from "../source/editions.server";
import { fullUrl, languageVersions } from "./language-versions.server";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type SitemapEntry = { loc: string; lastmod?: string; address: string };

/** The same page in each language of a site of two, by address: `<xhtml:link rel="alternate" hreflang>` (docs/decisions/046-two-languages-on-one-site.md). */
export type SitemapAlternates = ReadonlyMap<string, readonly { language: string; url: string }[]>;

/**
 * Every indexable page as absolute URLs: pages, the journal and its tags, posts, the shop
 * and its categories, products. The 404 and search pages, later pages of a listing and
 * its sorted copies are left out (reached through the listings' own links).
 */
function sitemapEntries(store: ContentStore): SitemapEntry[] {
  const catalogue = catalogueOf(store);
  const entry = (address: string, lastmod?: string): SitemapEntry => ({ loc: absoluteUrl(address), address, ...(lastmod ? { lastmod } : {}) });
  return [
    ...store.pages.map((p) => entry(p.slug === "home" ? "/" : `/${p.slug}`)),
    entry(journalBase(), store.posts[0]?.data.date),
    ...catalogue.tags.map((t) => entry(journalBase(t.slug), t.entries[0]?.data.date)),
    ...store.posts.map((p) => entry(`/blog/${p.slug}`, p.data.date)),
    entry(shopBase(undefined)),
    ...catalogue.categories.map((c) => entry(shopBase(c.slug))),
    ...store.products.map((p) => entry(`/shop/${p.slug}`)),
  ];
}

/** Every sitemap address's versions in the site's languages, where it has more than one. */
export async function sitemapAlternates(store: ContentStore): Promise<SitemapAlternates> {
  const pairs = await Promise.all(
    sitemapEntries(store).map(async ({ address }) => {
      const same = (await languageVersions(address)).filter((version) => version.same);
      return [address, same.map(({ language, url }) => ({ language, url }))] as const;
    }),
  );
  return new Map(pairs.filter(([, versions]) => versions.length > 1));
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
