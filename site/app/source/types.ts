import type { MetaDescriptor } from "react-router";
import type { BuyData } from "./buy-data";

/**
 * The shapes loaders hand to components: everything resolved at build time (image
 * URLs and sizes, Markdown as HTML, prices as text) so the browser only renders.
 */
export type ResolvedImage = {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  /** Dominant colour shown while the image loads. */
  placeholder: string;
  /** URL of the largest file, for links that open the full image. */
  large: string;
};

export type Seo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  siteName: string;
  type: "website" | "article" | "product";
  /** Absolute URL of the share image. */
  image?: string;
  /** The share image's `og:image` tags, its size and alt text with it: the social card (docs/behaviour/found.md#social-cards). */
  imageTags?: MetaDescriptor[];
  noindex?: boolean;
};

/** A social card as a page's `<head>` names it. */
export type SocialCard = {
  /** Absolute URL, 1200 × 630. */
  url: string;
  width: number;
  height: number;
  /** What it shows: the picture's alt text, or the title drawn on it. */
  alt: string;
};

export type PostSummary = {
  slug: string;
  href: string;
  title: string;
  date: string;
  dateLabel: string;
  excerpt: string;
  cover: ResolvedImage;
  format: "standard" | "gallery";
};

/** A post's page: its summary, its body as HTML, its tags and its gallery. */
export type PostView = PostSummary & {
  html: string;
  /** Each tag with its journal listing (/blog/tag/{slug}). */
  tags: { name: string; href: string }[];
  gallery: ResolvedImage[];
};

export type ProductSummary = {
  slug: string;
  href: string;
  title: string;
  price: number;
  priceLabel: string;
  category: string;
  inStock: boolean;
  excerpt: string;
  image: ResolvedImage;
  /** The product's other images: a card with more than one shows a small slider (docs/behaviour/media.md#sliders). */
  moreImages: ResolvedImage[];
  /** What its buy form carries, when the site sells (docs/behaviour/shop.md#cart). */
  buy?: BuyData;
};
