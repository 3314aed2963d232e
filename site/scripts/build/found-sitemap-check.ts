import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sitemapCoverage, sitemapLocs } from "../../app/features/found/feeds/sitemap-coverage";

/** A built HTML file's address: `about/index.html` → `/about`, under the edition's prefix. */
const addressOf = (file: string, prefix: string) => `${prefix}/${file.replace(/\\/g, "/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1");

/**
 * "The sitemap lists every built page of the language exactly once" (docs/behaviour/found.md#sitemaps),
 * read from what this language's build wrote: its pages and its sitemap's files. One line per problem.
 */
export function checkSitemap(clientDir: string, prefix: string): string[] {
  const files = readdirSync(clientDir, { recursive: true }) as string[];
  const pages = files.filter((file) => file.endsWith(".html")).map((file) => ({ address: addressOf(file, prefix) || "/", html: readFileSync(path.join(clientDir, file), "utf8") }));
  const sitemaps = ["sitemap.xml", ...files.filter((file) => /^sitemaps[\\/]\d+\.xml$/.test(file))].filter((file) => existsSync(path.join(clientDir, file)));
  const locs = sitemaps.flatMap((file) => sitemapLocs(readFileSync(path.join(clientDir, file), "utf8")));
  return sitemapCoverage(pages, locs);
}
