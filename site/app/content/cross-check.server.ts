import type { CheckContext, Heading, SiteData } from "../widgets/define-widget";
import { collectForms } from "./form-manifest.server";
import { siteData } from "./site-data.server";
import { groupSlug } from "./catalogue.server";
import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";
import { formatPath } from "../lib/error-map";
import { mediaNamesIn } from "./markdown.server";
import type { PageDoc } from "../blocks/page-schema";
import siteConfig from "../../site.config";
import type { SiteConfig } from "../config/site-config";
import { features } from "../features/site-features.server";
import { feedPaths } from "./found-feed-paths.server";

/** URLs the site answers besides its pages, posts and products (docs/behaviour/content.md#pages). */
export const builtInPaths = ["/blog", "/shop", "/search", "/404", "/sitemap.xml", "/robots.txt", "/cart"] as const;

/** Page slugs that would clash with a built-in route or a static folder. */
const reservedSlugs = new Set(["blog", "shop", "cart", "checkout", "search", "search-index", "sitemaps", "404", "media", "assets", "sitemap.xml", "robots.txt"]);

type ImageUse = { path: (string | number)[]; name: string };
type Path = (string | number)[];

/** Every widget of a page with its path and its definition. */
function widgetsOf(store: ContentStore, page: PageDoc) {
  return page.sections.flatMap((section, s) =>
    section.columns.flatMap((column, c) =>
      column.widgets.map((widget, w) => ({ widget, at: ["sections", s, "columns", c, "widgets", w] as Path, definition: store.widgets.get(widget.type)! })),
    ),
  );
}

/** What widgets' own rules may ask about the site and the page. */
function checkContext(store: ContentStore, page: PageDoc, paths: ReadonlySet<string>, site: SiteData, untranslated: ReadonlySet<string> = new Set()): CheckContext {
  const headings = widgetsOf(store, page).flatMap(({ widget, definition }) => definition.headings?.(widget, site) ?? []);
  return { site, paths, productCategories: new Set([...store.products.map((p) => p.data.category), ...untranslated]), mediaNamesIn, headings };
}

function pageImages(store: ContentStore, page: PageDoc, context: CheckContext): ImageUse[] {
  const uses: ImageUse[] = [];
  page.sections.forEach((section, s) => {
    if (section.background) uses.push({ path: ["sections", s, "background", "image"], name: section.background.image });
  });
  for (const { widget, at, definition } of widgetsOf(store, page)) {
    for (const use of definition.images?.(widget, context) ?? []) uses.push({ path: [...at, ...use.path], name: use.name });
  }
  return uses;
}

function checkImages(store: ContentStore, problems: string[], site: SiteData) {
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
  const paths = knownPaths(store);
  for (const page of store.pages) report(page.file, pageImages(store, page.data, checkContext(store, page.data, paths, site)));
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

/** Paths a link inside the site may point at: pages, posts, products, the first page of each category and tag, the features' own pages (the shop's cart and checkout). */
export function knownPaths(store: ContentStore): Set<string> {
  return new Set<string>([
    ...builtInPaths,
    ...store.slugs.pages.map((slug) => (slug === "home" ? "/" : `/${slug}`)),
    ...store.slugs.posts.map((slug) => `/blog/${slug}`),
    ...store.slugs.products.map((slug) => `/shop/${slug}`),
    ...store.products.map((p) => `/shop/category/${groupSlug(p.data.category)}`),
    ...store.posts.flatMap((p) => p.data.tags.map((tag) => `/blog/tag/${groupSlug(tag)}`)),
    ...features.pages(siteConfig),
    // The feeds, which a page or the menu may link (docs/behaviour/found.md#feeds).
    ...feedPaths(store),
  ]);
}

function checkPage(page: Entry<PageDoc>, store: ContentStore, paths: ReadonlySet<string>, problems: string[], site: SiteData, untranslated?: ReadonlySet<string>) {
  const fail = (at: Path, message: string) =>
    problems.push(at.length ? `${page.file}: ${formatPath(at)}: ${message}` : `${page.file}: ${message}`);
  if (reservedSlugs.has(page.slug)) fail([], `the slug "${page.slug}" clashes with the built-in route /${page.slug}; rename the file`);
  const ids = new Map<string, string>();
  const claim = (id: string | undefined, at: Path) => {
    if (!id) return;
    const first = ids.get(id);
    if (first) fail([...at, "id"], `duplicate id "${id}" (also used at ${first})`);
    else ids.set(id, formatPath(at));
  };
  const context = checkContext(store, page.data, paths, site, untranslated);
  const widgets = widgetsOf(store, page.data);
  page.data.sections.forEach((section, s) => {
    claim(section.id, ["sections", s]);
    for (const { widget, at, definition } of widgets.filter((w) => w.at[1] === s)) {
      for (const heading of definition.headings?.(widget, context.site) ?? []) claim(heading.id, at);
      for (const problem of definition.check?.(widget, context) ?? []) fail([...at, ...problem.path], problem.message);
    }
  });
  // One h1 per page: it names the page for screen readers and search engines.
  const h1 = context.headings.filter((heading: Heading) => heading.level === 1).length;
  if (h1 !== 1) fail(["sections"], `expected exactly one heading with level 1 (the page's main title), found ${h1}`);
}

/**
 * Problems that span files: unknown images, duplicate SKUs, clashing slugs, broken page
 * structure. `config` is the site's as it is now (current-site-config.server.ts).
 * `untranslated`: in a second language, the first language's categories none of whose
 * products it has yet (edition-check.server.ts), which a product grid may name.
 */
export function crossCheck(store: ContentStore, config: SiteConfig = siteConfig, untranslated?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const site = siteData(config);
  checkImages(store, problems, site);
  checkSkus(store, problems);
  problems.push(...features.checkProducts(store.products, config));
  checkGroupNames(store, problems);
  const paths = knownPaths(store);
  for (const page of store.pages) checkPage(page, store, paths, problems, site, untranslated);
  problems.push(...collectForms(store, { name: "", url: "" }).problems);
  if (!store.slugs.pages.includes("home")) {
    problems.push("content/pages/home.yaml: missing (the home page at / is built from it)");
  }
  return problems;
}
