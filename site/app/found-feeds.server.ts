import siteConfig from "../site.config";
import { catalogueOf } from "./content/catalogue.server";
import type { ContentStore } from "./content/content-store.server";
import { journalFeedPath, journalFeedTitle } from "./content/found-feed-paths.server";
import { journalBase, shopBase } from "./content/listings.server";
import { postView } from "./content/queries.server";
import { absoluteUrl } from "./content/seo.server";
import { productSummary } from "./content/summaries.server";
import { atomFeed, FEED_POSTS } from "./features/found/feeds/atom-feed";
import { merchantFeed } from "./features/found/feeds/merchant-feed";
import { fill } from "./words/word.mjs";

/**
 * The journal's Atom feed, or one tag's, in this edition's language and words; undefined
 * for a tag there is not. Full text or summaries as the owner chose (`feeds.journal`,
 * docs/behaviour/found.md#feeds).
 */
export function journalFeedXml(store: ContentStore, tagSlug?: string): string | undefined {
  const words = siteConfig.words.listings;
  const tag = tagSlug === undefined ? undefined : catalogueOf(store).tagBySlug.get(tagSlug);
  if (tagSlug !== undefined && !tag) return undefined;
  const posts = (tag ? tag.entries : store.posts).slice(0, FEED_POSTS);
  const full = siteConfig.feeds.journal === "full";
  return atomFeed({
    title: tag ? `${fill(words.tagTitle, { tag: tag.name })} — ${siteConfig.name}` : journalFeedTitle(),
    subtitle: tag ? fill(words.tagIntro, { tag: tag.name, site: siteConfig.name }) : fill(words.journalIntro, { site: siteConfig.name }),
    self: absoluteUrl(journalFeedPath(tag?.slug)),
    page: absoluteUrl(journalBase(tag?.slug)),
    base: absoluteUrl("/"),
    language: siteConfig.language,
    author: siteConfig.name,
    entries: posts.flatMap((entry) => {
      const post = postView(store, entry.slug);
      if (!post) return [];
      return [{ title: post.title, url: absoluteUrl(post.href), date: post.date, summary: post.excerpt, cover: { url: absoluteUrl(post.cover.large), alt: post.cover.alt }, ...(full ? { html: post.html } : {}) }];
    }),
  });
}

/**
 * The catalogue for shopping surfaces, in this edition's language, with the prices and
 * availability its pages show; undefined when the site sells nothing (docs/behaviour/found.md#product-feed).
 */
export function productFeedXml(store: ContentStore): string | undefined {
  const { shop } = siteConfig;
  if (!shop) return undefined;
  return merchantFeed({
    brand: siteConfig.name,
    link: absoluteUrl(shopBase(undefined)),
    description: siteConfig.tagline || siteConfig.name,
    language: siteConfig.language,
    currency: shop.currency,
    shipping: shop.shipping.map(({ name, countries, rate }) => ({ name, countries, rate })),
    items: store.products.map((entry) => {
      const product = productSummary(store.manifest, entry);
      return {
        id: entry.data.sku,
        title: product.title,
        description: product.excerpt,
        url: absoluteUrl(product.href),
        images: [product.image, ...product.moreImages].map((image) => absoluteUrl(image.large)),
        price: product.price,
        inStock: product.inStock,
        category: product.category,
      };
    }),
  });
}
