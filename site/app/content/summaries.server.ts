import type { Entry } from "../source/entry";
import { formatDate, formatPrice } from "./format.server";
import { resolveImage, sizes } from "./media.server";
import type { MediaManifest } from "../source/schemas/media";
import type { PostFrontMatter } from "../source/schemas/post";
import { availableAtBuild, type ProductFrontMatter } from "../source/schemas/product";
import type { PostSummary, ProductSummary } from "../source/types";
import siteConfig from "../../site.config";
import { features } from "../features/site-features.server";

export function postSummary(manifest: MediaManifest, post: Entry<PostFrontMatter>, imageSizes: string = sizes.card): PostSummary {
  return {
    slug: post.slug,
    href: `/blog/${post.slug}`,
    title: post.data.title,
    date: post.data.date,
    dateLabel: formatDate(post.data.date),
    excerpt: post.data.excerpt,
    cover: resolveImage(manifest, post.data.cover, { sizes: imageSizes }),
    format: post.data.format,
  };
}

export function productSummary(
  manifest: MediaManifest,
  product: Entry<ProductFrontMatter>,
  imageSizes: string = sizes.productCard,
): ProductSummary {
  const { data } = product;
  const summary: ProductSummary = {
    slug: product.slug,
    href: `/shop/${product.slug}`,
    title: data.title,
    price: data.price,
    priceLabel: formatPrice(data.price, data.currency),
    category: data.category,
    inStock: availableAtBuild(data),
    excerpt: data.excerpt,
    image: resolveImage(manifest, data.images[0]!, { sizes: imageSizes }),
    moreImages: data.images.slice(1).map((ref) => resolveImage(manifest, ref, { sizes: imageSizes })),
  };
  // What a feature that sells it adds (the shop's buy form, docs/decisions/037-features.md).
  const buy = features.buyData(product, () => resolveImage(manifest, data.images[0]!, { sizes: sizes.productCard, fallbackWidth: 480 }).src, siteConfig);
  return buy ? { ...summary, buy } : summary;
}
