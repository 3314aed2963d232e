import siteConfig from "../../site.config";
import { catalogueOf, groupSlug } from "./catalogue.server";
import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";
import { journalBase, shopBase } from "./listings.server";
import { renderMarkdown, type MarkdownOptions } from "./markdown.server";
import { resolveImage, sizes } from "./media.server";
import type { ProductFrontMatter } from "../source/schemas/product";
import { postSummary, productSummary } from "./summaries.server";
import type { PostView, ProductSummary, ResolvedImage } from "../source/types";

/**
 * "Featured" order: what can be bought first, then the maker's SKU numbering. Sorted once
 * per build (catalogue.server.ts); each call gets its own copy to slice or filter.
 */
export function featuredProducts(store: ContentStore): Entry<ProductFrontMatter>[] {
  return [...catalogueOf(store).featured];
}

export function listProducts(store: ContentStore): ProductSummary[] {
  return catalogueOf(store).featured.map((p) => productSummary(store.manifest, p));
}

/** How many products a product page's "You may also like" shows. */
export const RELATED_LIMIT = 4;

/** Up to `limit` products of the same category first, then others, never the product itself. */
export function relatedProducts(store: ContentStore, slug: string, limit = RELATED_LIMIT): ProductSummary[] {
  const catalogue = catalogueOf(store);
  const self = catalogue.productBySlug.get(slug);
  const picked: Entry<ProductFrontMatter>[] = [];
  // Walks only as far as it needs: the category's list first, then the featured list.
  const sameCategory = self ? (catalogue.categoryBySlug.get(groupSlug(self.data.category))?.entries ?? []) : [];
  for (const list of [sameCategory, catalogue.featured]) {
    for (const product of list) {
      if (picked.length >= limit) break;
      if (product.slug === slug || picked.includes(product)) continue;
      if (list !== sameCategory && product.data.category === self?.data.category) continue;
      picked.push(product);
    }
  }
  return picked.map((p) => productSummary(store.manifest, p));
}

export type ProductView = ProductSummary & {
  sku: string;
  /** How many were for sale at build, or null when the piece is not counted (docs/behaviour/shop.md#stock). */
  stock: number | null;
  /** The category's shop listing (/shop/category/{slug}). */
  categoryHref: string;
  /** Every image, sized for the product page's media column (its slider, docs/behaviour/media.md#sliders). */
  images: ResolvedImage[];
  details: [string, string][];
  html: string;
  related: ProductSummary[];
};

export function productView(store: ContentStore, slug: string): ProductView | undefined {
  const entry = catalogueOf(store).productBySlug.get(slug);
  if (!entry) return undefined;
  const { manifest } = store;
  return {
    ...productSummary(manifest, entry, sizes.half),
    sku: entry.data.sku,
    stock: entry.data.stock ?? null,
    categoryHref: shopBase(groupSlug(entry.data.category)),
    images: entry.data.images.map((ref) => resolveImage(manifest, ref, { sizes: sizes.half, fallbackWidth: 800 })),
    details: Object.entries(entry.data.details ?? {}),
    html: renderMarkdown(entry.body, manifest, { dangerouslyAllowRawHtml: entry.data.dangerouslyAllowRawHtml }),
    related: relatedProducts(store, slug),
  };
}

export function postView(store: ContentStore, slug: string, options: Pick<MarkdownOptions, "policy"> = {}): PostView | undefined {
  const entry = catalogueOf(store).postBySlug.get(slug);
  if (!entry) return undefined;
  const { manifest } = store;
  return {
    ...postSummary(manifest, entry, sizes.full),
    html: renderMarkdown(entry.body, manifest, { dangerouslyAllowRawHtml: entry.data.dangerouslyAllowRawHtml, ...options }),
    tags: entry.data.tags.map((name) => ({ name, href: journalBase(groupSlug(name)) })),
    // A gallery post leads with a slider of one image at a time across the content box (routes/post.tsx).
    gallery: (entry.data.gallery ?? []).map((ref) => resolveImage(manifest, ref, { sizes: sizes.full, fallbackWidth: 800 })),
  };
}

/** The site's name and tagline for page headers that do not come from a content file. */
export const site = { name: siteConfig.name, tagline: siteConfig.tagline };
