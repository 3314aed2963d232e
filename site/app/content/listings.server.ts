import siteConfig from "../../site.config";
import { catalogueOf, type Group } from "./catalogue.server";
import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";
import { pageCount, pageHref, paginate, parsePage, type Pagination } from "../lib/pagination";
import type { ProductFrontMatter } from "../source/schemas/product";
import { isSortKey, sortOptions, type SortKey } from "../lib/sort-products";

/**
 * Which listing pages exist and what each holds (docs/decisions/015-listings.md). A
 * shop listing with more than one page is also pre-rendered in each sort order
 * (/shop/sort/price-asc, /shop/category/vases/sort/name/page/3), so sorting works across
 * pages on any static host; a listing that fits on one page is sorted in place instead.
 */
const SHOP = "/shop";
const JOURNAL = "/blog";

const pageSize = () => siteConfig.listings.pageSize;

type ShopParams = { category?: string; sort?: string; page?: string };

/** The first-page address of the shop listing for a category (or all) in a sort order. */
export function shopBase(category: string | undefined, sort: SortKey = "featured"): string {
  return `${SHOP}${category ? `/category/${category}` : ""}${sort === "featured" ? "" : `/sort/${sort}`}`;
}

type ShopListing = {
  category?: Group<Entry<ProductFrontMatter>>;
  sort: SortKey;
  products: Entry<ProductFrontMatter>[];
  /** Address of this listing's first page. */
  base: string;
  pagination: Pagination;
  /** Page 1 of this listing in each order, when it has more than one page. */
  sortHrefs?: Record<SortKey, string>;
};

/** The shop listing at these route params, or undefined for an address that is not one. */
export function shopListing(store: ContentStore, params: ShopParams): ShopListing | undefined {
  const catalogue = catalogueOf(store);
  const category = params.category === undefined ? undefined : catalogue.categoryBySlug.get(params.category);
  if (params.category !== undefined && !category) return undefined;
  const all = category ? category.entries : catalogue.featured;
  const count = pageCount(all.length, pageSize());
  const sort = params.sort ?? "featured";
  // Sorted copies exist only for listings of several pages; "featured" is the plain address.
  if (!isSortKey(sort) || (params.sort !== undefined && (sort === "featured" || count < 2))) return undefined;
  const page = parsePage(params.page, count);
  if (page === undefined) return undefined;
  const list = sort === "featured" ? all : sortWithin(catalogue.sorted(sort), category, sort);
  const base = shopBase(category?.slug, sort);
  const { items, pagination } = paginate(list, { page, pageSize: pageSize(), base });
  const sortHrefs =
    count > 1 ? (Object.fromEntries(sortOptions.map((o) => [o.value, shopBase(category?.slug, o.value)])) as Record<SortKey, string>) : undefined;
  return { category, sort, products: items, base, pagination, sortHrefs };
}

type Product = Entry<ProductFrontMatter>;
const sortedCategories = new WeakMap<Group<Product>, Map<SortKey, readonly Product[]>>();

/** A category in a sort order: filtered from the sorted catalogue once per build, not per page. */
function sortWithin(sorted: readonly Product[], category: Group<Product> | undefined, sort: SortKey): readonly Product[] {
  if (!category) return sorted;
  let orders = sortedCategories.get(category);
  if (!orders) sortedCategories.set(category, (orders = new Map()));
  let list = orders.get(sort);
  if (!list) {
    const members = new Set(category.entries);
    orders.set(sort, (list = sorted.filter((p) => members.has(p))));
  }
  return list;
}

/** Every shop listing address: all products and each category, in every order, every page. */
export function shopListingPaths(store: ContentStore): string[] {
  const catalogue = catalogueOf(store);
  const paths: string[] = [];
  for (const group of [undefined, ...catalogue.categories]) {
    const count = pageCount(group ? group.entries.length : catalogue.featured.length, pageSize());
    for (const { value } of sortOptions) {
      if (value !== "featured" && count < 2) continue;
      for (let page = 1; page <= count; page += 1) paths.push(pageHref(shopBase(group?.slug, value), page));
    }
  }
  return paths;
}

type JournalParams = { tag?: string; page?: string };

export function journalBase(tag?: string): string {
  return tag ? `${JOURNAL}/tag/${tag}` : JOURNAL;
}

/** The journal listing (all posts or one tag's) at these route params, or undefined. */
export function journalListing(store: ContentStore, params: JournalParams) {
  const catalogue = catalogueOf(store);
  const tag = params.tag === undefined ? undefined : catalogue.tagBySlug.get(params.tag);
  if (params.tag !== undefined && !tag) return undefined;
  const all = tag ? tag.entries : store.posts;
  const page = parsePage(params.page, pageCount(all.length, pageSize()));
  if (page === undefined) return undefined;
  const base = journalBase(tag?.slug);
  return { tag, base, ...paginate(all, { page, pageSize: pageSize(), base }) };
}

/** Every journal listing address: all posts and each tag, every page. */
export function journalListingPaths(store: ContentStore): string[] {
  const catalogue = catalogueOf(store);
  return [undefined, ...catalogue.tags].flatMap((tag) => {
    const count = pageCount(tag ? tag.entries.length : store.posts.length, pageSize());
    return Array.from({ length: count }, (_, i) => pageHref(journalBase(tag?.slug), i + 1));
  });
}
