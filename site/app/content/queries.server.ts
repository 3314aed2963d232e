import siteConfig from "../../site.config";
import type { ContentStore, Entry } from "./content-store.server";
import { gallerySizes } from "./gallery-sizes.server";
import { renderMarkdown } from "./markdown.server";
import { resolveImage, sizes } from "./media.server";
import type { ProductFrontMatter } from "./schemas/product";
import { postSummary, productSummary } from "./summaries.server";
import type { ProductSummary, ResolvedImage } from "./types";

const bySku = new Intl.Collator("en", { numeric: true });

/** "Featured" order: what can be bought first, then the maker's SKU numbering. */
export function featuredProducts(store: ContentStore): Entry<ProductFrontMatter>[] {
  return [...store.products].sort(
    (a, b) => Number(b.data.inStock) - Number(a.data.inStock) || bySku.compare(a.data.sku, b.data.sku),
  );
}

export function listProducts(store: ContentStore): ProductSummary[] {
  return featuredProducts(store).map((p) => productSummary(store.manifest, p));
}

/** Up to `limit` products of the same category first, then others, never the product itself. */
export function relatedProducts(store: ContentStore, slug: string, limit = 4): ProductSummary[] {
  const self = store.products.find((p) => p.slug === slug);
  const others = featuredProducts(store).filter((p) => p.slug !== slug);
  const same = others.filter((p) => p.data.category === self?.data.category);
  const rest = others.filter((p) => p.data.category !== self?.data.category);
  return [...same, ...rest].slice(0, limit).map((p) => productSummary(store.manifest, p));
}

export type ProductView = ProductSummary & {
  sku: string;
  images: { main: ResolvedImage; thumb: ResolvedImage }[];
  details: [string, string][];
  html: string;
  related: ProductSummary[];
};

export function productView(store: ContentStore, slug: string): ProductView | undefined {
  const entry = store.products.find((p) => p.slug === slug);
  if (!entry) return undefined;
  const { manifest } = store;
  return {
    ...productSummary(manifest, entry, sizes.half),
    sku: entry.data.sku,
    images: entry.data.images.map((ref) => ({
      main: resolveImage(manifest, ref, { sizes: sizes.half, fallbackWidth: 800 }),
      thumb: resolveImage(manifest, ref, { sizes: sizes.thumb, fallbackWidth: 480 }),
    })),
    details: Object.entries(entry.data.details ?? {}),
    html: renderMarkdown(entry.body, manifest, { dangerouslyAllowRawHtml: entry.data.dangerouslyAllowRawHtml }),
    related: relatedProducts(store, slug),
  };
}

export type PostView = ReturnType<typeof postSummary> & {
  html: string;
  tags: string[];
  gallery: ResolvedImage[];
};

export function postView(store: ContentStore, slug: string): PostView | undefined {
  const entry = store.posts.find((p) => p.slug === slug);
  if (!entry) return undefined;
  const { manifest } = store;
  return {
    ...postSummary(manifest, entry, sizes.full),
    html: renderMarkdown(entry.body, manifest, { dangerouslyAllowRawHtml: entry.data.dangerouslyAllowRawHtml }),
    tags: entry.data.tags,
    gallery: (entry.data.gallery ?? []).map((ref, index, all) =>
      // Post galleries are three columns across the content box (routes/post.tsx).
      resolveImage(manifest, ref, { sizes: gallerySizes({ count: all.length, columns: 3, index, columnShare: 1 }) }),
    ),
  };
}

/** The site's name and tagline for page headers that do not come from a content file. */
export const site = { name: siteConfig.name, tagline: siteConfig.tagline };
