/**
 * Picks one URL per page type from the built sitemap and the posts' front matter.
 * When the content is not there yet it falls back to whatever the build has and says
 * so in `notes`, so the report never pretends to measure a page it did not find.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";

/** @typedef {"home" | "post" | "gallery" | "product" | "video" | "shop" | "search" | "cart" | "checkout" | string} PageType a second language's pages are `cart-fr`, `checkout-fr` */
/** @typedef {{ type: PageType, label: string, path: string | null, note?: string }} PagePick */

/** Page types in report order. */
export const pageTypes = /** @type {const} */ ([
  ["home", "Home"],
  ["post", "Post (standard)"],
  ["gallery", "Post (gallery)"],
  ["product", "Product (slider)"],
  ["video", "Page with video"],
  ["shop", "Shop listing"],
  ["search", "Search results"],
  ["cart", "Cart"],
  ["checkout", "Checkout"],
]);

/**
 * The page types measured in each second language too (docs/decisions/046-two-languages-on-one-site.md):
 * the shop's own pages, which every edition has whatever its content translates.
 */
export const editionPageTypes = /** @type {const} */ ([
  ["cart", "Cart", "/cart"],
  ["checkout", "Checkout", "/checkout"],
]);

const stopWords = new Set(["the", "and", "with", "from", "into", "for", "that", "this", "what", "when", "your", "our", "about", "how"]);

/** Paths (pathname only) listed in a sitemap.xml, in document order. */
export function parseSitemap(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, "&"), "http://site.invalid");
    return url.pathname.replace(/(.)\/$/, "$1");
  });
}

/** A word from the titles that search should find: the first long-enough, non-trivial one. */
export function pickSearchWord(titles) {
  for (const title of titles) {
    const word = title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .find((w) => w.length >= 4 && !stopWords.has(w));
    if (word) return word;
  }
  return null;
}

/**
 * Pure choice of URLs.
 * @param {{ paths: string[], posts: Array<{ slug: string, title: string, format: string }>,
 *   products?: Array<{ slug: string, title: string, images?: number }>, videoPaths?: string[],
 *   searchWord?: string | null, fromSitemap: boolean, editions?: Array<{ language: string, paths: string[] }> }} input
 *   `editions`: each second language's built paths, without its prefix
 * @returns {{ pages: PagePick[], notes: string[] }}
 */
export function pickPages({ paths, posts, products = [], videoPaths = [], searchWord = null, fromSitemap, editions = [] }) {
  const has = new Set(paths);
  const notes = fromSitemap ? [] : ["No sitemap.xml in the build: pages were found from the built HTML files instead."];
  const postPath = (format) => posts.filter((p) => p.format === format).map((p) => `/blog/${p.slug}`).find((p) => has.has(p)) ?? null;
  const word = searchWord ?? pickSearchWord([...posts.map((p) => p.title), ...products.map((p) => p.title)]);
  const chosen = {
    home: has.has("/") ? "/" : null,
    post: postPath("standard"),
    gallery: postPath("gallery"),
    // A product with several images leads with a slider (docs/behaviour/media.md#sliders).
    product: products.filter((p) => (p.images ?? 0) > 1).map((p) => `/shop/${p.slug}`).find((p) => has.has(p)) ?? null,
    video: videoPaths.find((p) => has.has(p)) ?? null,
    shop: has.has("/shop") ? "/shop" : null,
    search: has.has("/search") ? (word ? `/search?q=${encodeURIComponent(word)}` : "/search") : null,
    cart: has.has("/cart") ? "/cart" : null,
    checkout: has.has("/checkout") ? "/checkout" : null,
  };
  const why = {
    home: "no home page in the build",
    post: "no standard-format post (site/content/posts/*.md) in the build",
    gallery: "no post with `format: gallery` in the build",
    product: "no /shop/{slug} page of a product with more than one image in the build",
    video: "no page with a lazy video player (data-lazy-video) in the build",
    shop: "no /shop page in the build",
    search: "no /search page in the build",
    cart: "no /cart page in the build (the site sells nothing)",
    checkout: "no /checkout page in the build (the site sells nothing)",
  };
  const pages = pageTypes.map(([type, label]) => {
    const pick = { type, label, path: chosen[type] };
    if (!pick.path) notes.push(`${label}: not measured, ${why[type]}.`);
    return pick;
  });
  for (const { language, paths: editionPaths } of editions) {
    const built = new Set(editionPaths);
    for (const [type, label, page] of editionPageTypes) {
      const pick = { type: `${type}-${language}`, label: `${label} (${language})`, path: built.has(page) ? `/${language}${page}` : null };
      if (!pick.path) notes.push(`${pick.label}: not measured, no /${language}${page} page in the build.`);
      pages.push(pick);
    }
  }
  if (chosen.search === "/search") notes.push("Search results: no word to search for was found, measured /search without a query.");
  return { pages, notes };
}

/** Clean URL paths of every built HTML page (/, /about, /blog/x), for builds without a sitemap. */
export function builtPaths(clientDir) {
  const out = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.name === "index.html") out.push(prefix || "/");
      else if (entry.name.endsWith(".html") && !entry.name.startsWith("__")) out.push(`${prefix}/${entry.name.slice(0, -5)}`);
    }
  };
  if (existsSync(clientDir)) walk(clientDir, "");
  return out;
}

/** The built HTML file of a clean path (/, /about), or undefined. */
function builtHtml(clientDir, page) {
  for (const file of [path.join(clientDir, page, "index.html"), path.join(clientDir, `${page}.html`)]) {
    if (existsSync(file)) return readFileSync(file, "utf8");
  }
  return undefined;
}

/** Built pages that carry a lazy video player, in order; looks at the first `limit` pages only (a large catalogue's are products). */
export function videoPagesIn(clientDir, paths, limit = 300) {
  return paths.slice(0, limit).filter((p) => builtHtml(clientDir, p)?.includes("data-lazy-video"));
}

/** Front matter of every Markdown file in a folder, with the file's slug. */
export function readFrontMatter(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({ slug: name.slice(0, -3), data: matter(readFileSync(path.join(dir, name), "utf8")).data }));
}

/**
 * Reads the build and the content folder and picks the pages.
 * @param {{ clientDir: string, contentDir: string, searchWord?: string | null }} options
 */
export function discoverPages({ clientDir, contentDir, searchWord = null }) {
  const sitemap = path.join(clientDir, "sitemap.xml");
  const fromSitemap = existsSync(sitemap);
  // The sitemap gives the order; built pages it leaves out on purpose (the search page
  // is not for indexing) are still there to measure.
  const built = builtPaths(clientDir);
  const listed = fromSitemap ? parseSitemap(readFileSync(sitemap, "utf8")) : [];
  const paths = [...new Set([...listed, ...built])];
  const posts = readFrontMatter(path.join(contentDir, "posts")).map(({ slug, data }) => ({
    slug,
    title: String(data.title ?? ""),
    format: data.format === "gallery" ? "gallery" : "standard",
  }));
  const products = readFrontMatter(path.join(contentDir, "products")).map(({ slug, data }) => ({
    slug,
    title: String(data.title ?? ""),
    images: Array.isArray(data.images) ? data.images.length : 0,
  }));
  return pickPages({ paths, posts, products, videoPaths: videoPagesIn(clientDir, paths), searchWord, fromSitemap, editions: builtEditions(clientDir) });
}

/** A build's second languages (`editions/{language}/client` beside its client folder, site/server/editions.mjs), each with its built paths. */
export function builtEditions(clientDir) {
  const dir = path.join(clientDir, "..", "editions");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "client")))
    .map((entry) => entry.name)
    .sort()
    .map((language) => ({ language, paths: builtPaths(path.join(dir, language, "client")) }));
}

/**
 * What the search results page said, from its visible text: the status line with the
 * count ("3 results for “glaze”.") or "No results for …". Null when neither shows.
 */
export function searchOutcome(text) {
  const match = /(No results for “[^”]*”\.|\d+ results? for “[^”]*”[^.\n]*\.)/.exec(text);
  if (!match) return null;
  return { message: match[1], hasResults: !match[1].startsWith("No results") };
}
