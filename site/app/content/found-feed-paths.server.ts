import siteConfig from "../../site.config";
import { catalogueOf } from "./catalogue.server";
import type { ContentStore } from "./content-store.server";
import { journalBase } from "./listings.server";
import { absoluteUrl } from "./seo.server";

/** The journal's feed, or a tag's, by the listing it follows: /blog/feed.xml, /blog/tag/{tag}/feed.xml (docs/behaviour/found.md#feeds). */
export const journalFeedPath = (tag?: string): string => `${journalBase(tag)}/feed.xml`;

/** The catalogue for shopping surfaces (docs/behaviour/found.md#product-feed). */
export const PRODUCT_FEED_PATH = "/shop/products.xml";

/** Every feed the build writes for this language: the journal's, each tag's, and the product feed when the site sells. */
export function feedPaths(store: ContentStore): string[] {
  return [journalFeedPath(), ...catalogueOf(store).tags.map((tag) => journalFeedPath(tag.slug)), ...(siteConfig.shop ? [PRODUCT_FEED_PATH] : [])];
}

/** The journal feed's title, as the feed and every page's head name it. */
export const journalFeedTitle = (): string => `${siteConfig.words.listings.journal} — ${siteConfig.name}`;

/** What every page's head names as its language's feed: `<link rel="alternate" type="application/atom+xml">`. */
export const journalFeedLink = () => ({ href: absoluteUrl(journalFeedPath()), title: journalFeedTitle() });
