import siteConfig from "../../site.config";
import type { Seo } from "../source/types";
import { sitePath } from "../lib/site-path";
import { pageTitle } from "./page-title";

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
  noindex?: boolean;
};

/** Title "Page — Site name", canonical URL and share data for one page. */
export function buildSeo(input: SeoInput): Seo {
  const { name } = siteConfig;
  return {
    title: pageTitle(input, name),
    description: input.description,
    canonical: absoluteUrl(input.pathname),
    siteName: name,
    type: input.type ?? "website",
    image: input.image ? absoluteUrl(input.image) : undefined,
    noindex: input.noindex,
  };
}
