import { groupSlug } from "./catalogue.server";
import type { ContentStore, Entry } from "./content-store.server";
import { checkCookieList, cookieListHeadings } from "./cookie-list.server";
import { formatPath } from "./error-map";
import { mediaNamesIn } from "./markdown.server";
import type { PageDoc } from "./schemas/page";

/** URLs the site answers besides its pages, posts and products (content format, "Other routes"). */
export const builtInPaths = ["/blog", "/shop", "/search", "/404", "/sitemap.xml", "/robots.txt"] as const;

/** Page slugs that would clash with a built-in route or a static folder. */
const reservedSlugs = new Set(["blog", "shop", "search", "search-index", "sitemaps", "404", "media", "assets", "sitemap.xml", "robots.txt"]);

type ImageUse = { path: (string | number)[]; name: string };

function pageImages(page: PageDoc): ImageUse[] {
  const uses: ImageUse[] = [];
  page.sections.forEach((section, s) => {
    if (section.background) uses.push({ path: ["sections", s, "background", "image"], name: section.background.image });
    section.columns.forEach((column, c) =>
      column.widgets.forEach((widget, w) => {
        const at = ["sections", s, "columns", c, "widgets", w];
        if (widget.type === "image") uses.push({ path: [...at, "image"], name: widget.image });
        if (widget.type === "gallery") widget.items.forEach((item, i) => uses.push({ path: [...at, "items", i, "image"], name: item.image }));
        if (widget.type === "text") mediaNamesIn(widget.markdown).forEach((name) => uses.push({ path: [...at, "markdown"], name }));
      }),
    );
  });
  return uses;
}

function checkImages(store: ContentStore, problems: string[]) {
  const report = (file: string, uses: ImageUse[]) => {
    for (const use of uses) {
      if (!store.manifest[use.name]) {
        problems.push(`${file}: ${formatPath(use.path)}: unknown image "${use.name}" (not in content/media/manifest.json)`);
      }
    }
  };
  for (const post of store.posts) {
    report(post.file, [
      { path: ["cover", "image"], name: post.data.cover.image },
      ...(post.data.gallery ?? []).map((item, i) => ({ path: ["gallery", i, "image"], name: item.image })),
      ...mediaNamesIn(post.body).map((name) => ({ path: ["body"], name })),
    ]);
  }
  for (const product of store.products) {
    report(product.file, [
      ...product.data.images.map((item, i) => ({ path: ["images", i, "image"], name: item.image })),
      ...mediaNamesIn(product.body).map((name) => ({ path: ["body"], name })),
    ]);
  }
  for (const page of store.pages) report(page.file, pageImages(page.data));
}

function checkSkus(store: ContentStore, problems: string[]) {
  const owners = new Map<string, string>();
  for (const product of store.products) {
    const first = owners.get(product.data.sku);
    if (first) problems.push(`${product.file}: sku: duplicate "${product.data.sku}" (also used by ${first})`);
    else owners.set(product.data.sku, product.file);
  }
}

/**
 * Category and tag names that would share one listing address ("Mugs & cups" and "Mugs
 * cups" are both /shop/category/mugs-cups): each address must name one group.
 */
function checkGroupNames(store: ContentStore, problems: string[]) {
  const kinds = [
    { label: "category", prefix: "/shop/category/", entries: store.products.map((p) => ({ file: p.file, names: [p.data.category] })) },
    { label: "tag", prefix: "/blog/tag/", entries: store.posts.map((p) => ({ file: p.file, names: p.data.tags })) },
  ];
  for (const { label, prefix, entries } of kinds) {
    const first = new Map<string, string>();
    for (const { file, names } of entries) {
      for (const name of names) {
        const slug = groupSlug(name);
        const seen = first.get(slug);
        if (seen === undefined) first.set(slug, name);
        else if (seen !== name) problems.push(`${file}: ${label} "${name}" and "${seen}" would share the address ${prefix}${slug}; spell them the same`);
      }
    }
  }
}

/** Paths a link inside the site may point at. */
export function knownPaths(store: ContentStore): Set<string> {
  return new Set<string>([
    ...builtInPaths,
    ...store.slugs.pages.map((slug) => (slug === "home" ? "/" : `/${slug}`)),
    ...store.slugs.posts.map((slug) => `/blog/${slug}`),
    ...store.slugs.products.map((slug) => `/shop/${slug}`),
  ]);
}

function checkPage(page: Entry<PageDoc>, store: ContentStore, paths: Set<string>, problems: string[]) {
  const fail = (at: (string | number)[], message: string) =>
    problems.push(at.length ? `${page.file}: ${formatPath(at)}: ${message}` : `${page.file}: ${message}`);
  if (reservedSlugs.has(page.slug)) fail([], `the slug "${page.slug}" clashes with the built-in route /${page.slug}; rename the file`);
  const ids = new Map<string, string>();
  const claim = (id: string | undefined, at: (string | number)[]) => {
    if (!id) return;
    const first = ids.get(id);
    if (first) fail([...at, "id"], `duplicate id "${id}" (also used at ${first})`);
    else ids.set(id, formatPath(at));
  };
  let h1 = 0;
  let headingIds = 0;
  const categories = new Set(store.products.map((p) => p.data.category));
  const tocs: (string | number)[][] = [];
  page.data.sections.forEach((section, s) => {
    claim(section.id, ["sections", s]);
    section.columns.forEach((column, c) =>
      column.widgets.forEach((widget, w) => {
        const at = ["sections", s, "columns", c, "widgets", w];
        if (widget.type === "heading") {
          if (widget.level === 1) h1 += 1;
          if (widget.id) headingIds += 1;
          claim(widget.id, at);
        }
        if (widget.type === "toc") tocs.push(at);
        if (widget.type === "cookie-list") {
          // Its category headings carry ids (`cookies-{slug}`) like heading widgets do.
          for (const entry of cookieListHeadings(widget)) {
            headingIds += 1;
            claim(entry.id, at);
          }
          for (const [field, message] of checkCookieList(widget)) fail([...at, ...field], message);
        }
        if (widget.type === "product-grid" && widget.category && !categories.has(widget.category)) {
          fail([...at, "category"], `no product has the category "${widget.category}"`);
        }
        if (widget.type === "button" && widget.href.startsWith("/") && !widget.href.startsWith("//")) {
          const target = widget.href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1") || "/";
          if (!paths.has(target) && !target.startsWith("/media/")) fail([...at, "href"], `links to "${widget.href}", which is not a page of this site`);
        }
      }),
    );
  });
  // One h1 per page: it names the page for screen readers and search engines.
  if (h1 !== 1) fail(["sections"], `expected exactly one heading with level 1 (the page's main title), found ${h1}`);
  for (const at of tocs) {
    if (headingIds === 0) fail(at, "a toc lists the headings that have an id, but no heading on this page has one");
  }
}

/** Problems that span files: unknown images, duplicate SKUs, clashing slugs, broken page structure. */
export function crossCheck(store: ContentStore): string[] {
  const problems: string[] = [];
  checkImages(store, problems);
  checkSkus(store, problems);
  checkGroupNames(store, problems);
  const paths = knownPaths(store);
  for (const page of store.pages) checkPage(page, store, paths, problems);
  if (!store.slugs.pages.includes("home")) {
    problems.push("content/pages/home.yaml: missing (the home page at / is built from it)");
  }
  return problems;
}
