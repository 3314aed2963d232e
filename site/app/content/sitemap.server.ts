import type { ContentStore } from "./content-store.server";
import { absoluteUrl } from "./seo.server";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every indexable page as absolute URLs; the 404 and search pages are left out. */
export function sitemapEntries(store: ContentStore): { loc: string; lastmod?: string }[] {
  return [
    ...store.pages.map((p) => ({ loc: absoluteUrl(p.slug === "home" ? "/" : `/${p.slug}`) })),
    { loc: absoluteUrl("/blog"), lastmod: store.posts[0]?.data.date },
    ...store.posts.map((p) => ({ loc: absoluteUrl(`/blog/${p.slug}`), lastmod: p.data.date })),
    { loc: absoluteUrl("/shop") },
    ...store.products.map((p) => ({ loc: absoluteUrl(`/shop/${p.slug}`) })),
  ];
}

export function sitemapXml(store: ContentStore): string {
  const urls = sitemapEntries(store).map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
