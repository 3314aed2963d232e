import type { ContentStore } from "~/content/content-store.server";
import { resolveCookieList } from "~/widgets/cookie-list/cookie-list-html.server";
import { loadContent } from "~/content/load.server";
import { collectDocuments, type IndexableContent } from "./collect-documents.server";
import type { SearchDocument } from "./search-options.mjs";

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

export async function loadSearchDocuments(): Promise<SearchDocument[]> {
  return collectDocuments(indexableContent(await loadContent()));
}
