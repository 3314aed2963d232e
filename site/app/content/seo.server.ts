import siteConfig from "../../site.config";
import type { Seo } from "../source/types";
import { sitePath } from "../lib/site-path";
import { pageTitle } from "./page-title";
import { socialCard } from "./social-card.server";

/** Absolute URL on the site's public origin (site.config.ts `url`), of this edition's page (app/lib/site-path.ts). */
export function absoluteUrl(pathname: string): string {
  return new URL(sitePath(pathname), siteConfig.url.endsWith("/") ? siteConfig.url : `${siteConfig.url}/`).href;
}

export type SeoInput = {
  /** The page's own title; the site name is appended. Empty for the bare site name, as is the home page's (page-title.ts). */
  title: string;
  description: string;
  pathname: string;
  type?: Seo["type"];
  /** Site-relative URL of the share image. */
  image?: string;
  /** What the share image shows (its alt text); the title when not given. */
  imageAlt?: string;
  noindex?: boolean;
};

/** Title "Page — Site name", canonical URL and share data for one page. */
export function buildSeo(input: SeoInput): Seo {
  const { name } = siteConfig;
  // Every page's share image is its social card: its picture cropped, or one drawn from its title.
  const card = socialCard(input.title, input.image, input.imageAlt);
  card.url = absoluteUrl(card.url);
  return {
    title: pageTitle(input, name),
    description: input.description,
    canonical: absoluteUrl(input.pathname),
    siteName: name,
    type: input.type ?? "website",
    image: card.url,
    imageTags: [
      { property: "og:image", content: card.url },
      { property: "og:image:width", content: String(card.width) },
      { property: "og:image:height", content: String(card.height) },
      { property: "og:image:alt", content: card.alt },
    ],
    noindex: input.noindex,
  };
}
