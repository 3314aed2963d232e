import { existsSync } from "node:fs";
import path from "node:path";
import { builtInPaths } from "./cross-check.server";
import { journalListingPaths, shopListingPaths } from "./listings.server";
import { loadContent } from "./load.server";
import { sitemapFiles } from "./sitemap.server";
import { feedPaths } from "./found-feed-paths.server";
import siteConfig from "../../site.config";
import { features } from "../features/site-features.server";

/**
 * The search page is its own feature; a site without it must still build, so /search is
 * pre-rendered only when its route module is there.
 */
export function hasSearchRoute(): boolean {
  const appDirs = [path.resolve("app"), path.resolve("site", "app")];
  return appDirs.some((dir) => existsSync(path.join(dir, "routes", "search.tsx")));
}

/**
 * Every URL the build pre-renders, derived from the content: pages, posts, products,
 * every page of every listing, the sitemap's files and the built-in routes.
 */
export async function listPrerenderPaths(): Promise<string[]> {
  const store = await loadContent();
  const builtIn = builtInPaths.filter((p) => p !== "/search" && p !== "/blog" && p !== "/shop" && p !== "/sitemap.xml" && p !== "/cart");
  return [
    ...store.pages.map((p) => (p.slug === "home" ? "/" : `/${p.slug}`)),
    ...builtIn,
    // The search index files are written directly (entry.server.tsx, searchFiles).
    ...(hasSearchRoute() ? ["/search"] : []),
    ...sitemapFiles(store).keys(),
    ...feedPaths(store),
    ...journalListingPaths(store),
    ...store.posts.map((p) => `/blog/${p.slug}`),
    ...shopListingPaths(store),
    ...store.products.map((p) => `/shop/${p.slug}`),
    ...features.pages(siteConfig),
  ];
}
