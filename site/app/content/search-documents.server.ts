import siteConfig from "../../site.config";
import type { ContentStore } from "~/content/content-store.server";
import { resolveCookieList } from "~/content/cookie-list-html.server";
import { buildSearchFiles } from "../search/build-shards.server";
import { collectDocuments, type IndexableContent } from "../search/collect-documents.server";
import { loadTermProcessor } from "../search/search-stemmers.mjs";

/** The content store in the shape the index needs (URLs as the routes publish them). */
export function indexableContent(store: ContentStore): IndexableContent {
  return {
    products: store.products.map(({ slug, data, body }) => ({
      href: `/shop/${slug}`,
      title: data.title,
      excerpt: data.excerpt,
      category: data.category,
      sku: data.sku,
      details: data.details,
      markdown: body,
    })),
    posts: store.posts.map(({ slug, data, body }) => ({
      href: `/blog/${slug}`,
      title: data.title,
      excerpt: data.excerpt,
      tags: data.tags,
      markdown: body,
    })),
    pages: store.pages.map(({ slug, data }) => ({
      href: slug === "home" ? "/" : `/${slug}`,
      title: data.title,
      description: data.description,
      // A cookie list is indexed as the text it shows (categories and cookie names).
      sections: data.sections.map((section) => ({
        columns: section.columns.map((column) => ({
          widgets: column.widgets.map((w) => (w.type === "cookie-list" ? resolveCookieList(w, store.manifest, "") : w)),
        })),
      })) as IndexableContent["pages"][number]["sections"],
    })),
  };
}


const files = new WeakMap<ContentStore, Promise<Map<string, string>>>();

/**
 * The chunked index of this content as files by address (build-shards.server.ts), built
 * once per build: the pre-render writes them, and `npm run dev` serves them from here.
 */
export function searchFiles(store: ContentStore): Promise<Map<string, string>> {
  let built = files.get(store);
  if (!built) {
    const browse = siteConfig.header.menu.flatMap(({ label, href }) => (href && href !== "/" ? [{ label, href }] : []));
    const { language } = siteConfig;
    built = loadTermProcessor(language).then((processTerm) => buildSearchFiles(collectDocuments(indexableContent(store)), { browse, language, processTerm }));
    files.set(store, built);
  }
  return built;
}
