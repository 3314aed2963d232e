import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";
import type { PostFrontMatter } from "../source/schemas/post";
import { availableAtBuild, type ProductFrontMatter } from "../source/schemas/product";
import { sortProducts, type SortKey } from "../lib/sort-products";

type Product = Entry<ProductFrontMatter>;
type Post = Entry<PostFrontMatter>;

/** A shop category or a journal tag: its URL slug, the name authors wrote, and its entries. */
export type Group<T> = { slug: string; name: string; entries: T[] };

/**
 * Every catalogue-wide fact a page needs, computed once per content store (that is, once
 * per build) instead of once per page: with 10,000 products, re-sorting the catalogue
 * for each product page made the build grow with the square of its size
 * (docs/decisions/013-linear-build-and-atomic-output.md).
 */
export type Catalogue = {
  /** Featured order: what can be bought first, then the maker's SKU numbering. */
  featured: readonly Product[];
  /** The featured list in each sort order (sort-products.ts), for pre-rendered sorted listings. */
  sorted: (key: SortKey) => readonly Product[];
  productBySlug: ReadonlyMap<string, Product>;
  postBySlug: ReadonlyMap<string, Post>;
  /** Categories in order of first appearance in the featured list. */
  categories: readonly Group<Product>[];
  categoryBySlug: ReadonlyMap<string, Group<Product>>;
  /** Tags by name, each with its posts newest first. */
  tags: readonly Group<Post>[];
  tagBySlug: ReadonlyMap<string, Group<Post>>;
};

/** URL slug of a category or tag name: "Vases and jars" → "vases-and-jars". */
export function groupSlug(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "other";
}

function groupBy<T>(entries: readonly T[], names: (entry: T) => string[]): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  for (const entry of entries) {
    for (const name of names(entry)) {
      const slug = groupSlug(name);
      let group = groups.get(slug);
      if (!group) groups.set(slug, (group = { slug, name, entries: [] }));
      if (group.entries.at(-1) !== entry) group.entries.push(entry);
    }
  }
  return [...groups.values()];
}

const bySku = new Intl.Collator("en", { numeric: true });

function build(store: ContentStore): Catalogue {
  const featured = [...store.products].sort(
    (a, b) => Number(availableAtBuild(b.data)) - Number(availableAtBuild(a.data)) || bySku.compare(a.data.sku, b.data.sku),
  );
  const sortedCache = new Map<SortKey, readonly Product[]>([["featured", featured]]);
  const categories = groupBy(featured, (p) => [p.data.category]);
  const tags = groupBy(store.posts, (p) => p.data.tags).sort((a, b) => a.name.localeCompare(b.name));
  return {
    featured,
    sorted(key) {
      let list = sortedCache.get(key);
      if (!list) {
        // sortProducts reads price and title; keep the entry alongside.
        const rows = featured.map((entry) => ({ entry, price: entry.data.price, title: entry.data.title }));
        list = sortProducts(rows, key).map((row) => row.entry);
        sortedCache.set(key, list);
      }
      return list;
    },
    productBySlug: new Map(store.products.map((p) => [p.slug, p])),
    postBySlug: new Map(store.posts.map((p) => [p.slug, p])),
    categories,
    categoryBySlug: new Map(categories.map((g) => [g.slug, g])),
    tags,
    tagBySlug: new Map(tags.map((g) => [g.slug, g])),
  };
}

const catalogues = new WeakMap<ContentStore, Catalogue>();

/** The catalogue of a content store, built on first use and kept as long as the store. */
export function catalogueOf(store: ContentStore): Catalogue {
  let catalogue = catalogues.get(store);
  if (!catalogue) catalogues.set(store, (catalogue = build(store)));
  return catalogue;
}
