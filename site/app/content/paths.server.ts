import { existsSync } from "node:fs";
import path from "node:path";
import { builtInPaths } from "./cross-check.server";
import { loadContent } from "./load.server";

/**
 * The search page is its own feature; a site without it must still build, so /search is
 * pre-rendered only when its route module is there.
 */
function hasSearchRoute(): boolean {
  const appDirs = [path.resolve("app"), path.resolve("site", "app")];
  return appDirs.some((dir) => existsSync(path.join(dir, "routes", "search.tsx")));
}

/** Every URL the build pre-renders: pages, posts, products and the built-in routes. */
export async function listPrerenderPaths(): Promise<string[]> {
  const store = await loadContent();
  const builtIn = builtInPaths.filter((p) => p !== "/search" || hasSearchRoute());
  return [
    ...store.pages.map((p) => (p.slug === "home" ? "/" : `/${p.slug}`)),
    ...builtIn,
    // The search index file (routes/search-index.ts) goes with the search page.
    ...(hasSearchRoute() ? ["/search-index.json"] : []),
    ...store.posts.map((p) => `/blog/${p.slug}`),
    ...store.products.map((p) => `/shop/${p.slug}`),
  ];
}
