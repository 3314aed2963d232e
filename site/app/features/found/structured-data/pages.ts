import type { BlogPosting, Organization, SearchAction, WebSite, WithActionConstraints } from "schema-dts";
import { breadcrumbList, graph, webPage, type Crumb, type JsonLdGraph } from "./json-ld";

/** The site as the home page names it; addresses are absolute, of this edition. */
export type SiteInput = {
  name: string;
  description: string;
  language: string;
  /** The edition's home page. */
  url: string;
  /** The edition's search page, where the site has one; `?q=` takes the words. */
  searchUrl?: string | undefined;
  email?: string | undefined;
  /** The owner's logo, its largest file, when the settings name one. */
  logo?: string | undefined;
  /** The owner's pages elsewhere (the footer's links). */
  sameAs: readonly string[];
};

/**
 * The home page's: the WebSite, with a SearchAction on the site's search page, and the
 * maker as an Organization. The settings hold no postal address, so never a LocalBusiness.
 */
export function homeStructuredData(site: SiteInput): JsonLdGraph {
  const organization = `${site.url}#organization`;
  const search: WithActionConstraints<SearchAction> | undefined = site.searchUrl
    ? {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${site.searchUrl}?q={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      }
    : undefined;
  const website: WebSite = {
    "@type": "WebSite",
    "@id": `${site.url}#website`,
    url: site.url,
    name: site.name,
    ...(site.description ? { description: site.description } : {}),
    inLanguage: site.language,
    publisher: { "@id": organization },
    ...(search ? { potentialAction: search } : {}),
  };
  const maker: Organization = {
    "@type": "Organization",
    "@id": organization,
    name: site.name,
    url: site.url,
    ...(site.description ? { description: site.description } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.logo ? { logo: site.logo } : {}),
    ...(site.sameAs.length > 0 ? { sameAs: [...site.sameAs] } : {}),
  };
  return graph(website, maker);
}

/** A listing (a shop category, a journal tag): the page in its language and its breadcrumb. */
export function listingStructuredData(page: { url: string; name: string; language: string }, crumbs: readonly Crumb[]): JsonLdGraph {
  return graph(webPage("CollectionPage", page), breadcrumbList(page.url, [...crumbs, { name: page.name, url: page.url }]));
}

export type PostInput = {
  url: string;
  /** The page's h1. */
  headline: string;
  description: string;
  datePublished: string;
  /** The content keeps one date per post; a post not changed since keeps it here too. */
  dateModified?: string | undefined;
  images: readonly string[];
  keywords: readonly string[];
};

/** A journal post: the BlogPosting, by the maker, in the page's language, and its breadcrumb. */
export function postStructuredData(
  post: PostInput,
  context: {
    language: string;
    author: { name: string; url: string };
    crumbs: readonly Crumb[];
  },
): JsonLdGraph {
  const posting: BlogPosting = {
    "@type": "BlogPosting",
    "@id": `${post.url}#post`,
    url: post.url,
    mainEntityOfPage: post.url,
    headline: post.headline,
    description: post.description,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    image: [...post.images],
    author: {
      "@type": "Organization",
      name: context.author.name,
      url: context.author.url,
    },
    publisher: {
      "@type": "Organization",
      name: context.author.name,
      url: context.author.url,
    },
    inLanguage: context.language,
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(", ") } : {}),
  };
  return graph(posting, breadcrumbList(post.url, [...context.crumbs, { name: post.headline, url: post.url }]));
}
