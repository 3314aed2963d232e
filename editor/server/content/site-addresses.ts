import { groupSlug, type ContentStore } from "@vitrine/site/editor/server";

export type SiteAddress = { href: string; label: string; kind: "page" | "listing" | "category" | "post" | "tag" | "product" };

const byLabel = (a: SiteAddress, b: SiteAddress) => a.label.localeCompare(b.label);

/**
 * Every page of the site a menu or footer link may point at, named as the owner knows it
 * (the page's title, the post's, the category's name), for the studio's address pickers.
 * The content check allows exactly these (site/app/content/cross-check.server.ts, knownPaths).
 */
export function siteAddresses(store: ContentStore): SiteAddress[] {
  const categories = [...new Set(store.products.map((p) => p.data.category))];
  const tags = [...new Set(store.posts.flatMap((p) => p.data.tags))];
  return [
    ...store.pages.map((p): SiteAddress => ({ href: p.slug === "home" ? "/" : `/${p.slug}`, label: p.data.title, kind: "page" })).sort(byLabel),
    { href: "/shop", label: "Shop: all products", kind: "listing" },
    { href: "/blog", label: "Journal: all posts", kind: "listing" },
    ...categories.map((name): SiteAddress => ({ href: `/shop/category/${groupSlug(name)}`, label: name, kind: "category" })).sort(byLabel),
    ...store.posts.map((p): SiteAddress => ({ href: `/blog/${p.slug}`, label: p.data.title, kind: "post" })),
    ...tags.map((name): SiteAddress => ({ href: `/blog/tag/${groupSlug(name)}`, label: name, kind: "tag" })).sort(byLabel),
    ...store.products.map((p): SiteAddress => ({ href: `/shop/${p.slug}`, label: p.data.title, kind: "product" })).sort(byLabel),
  ];
}
