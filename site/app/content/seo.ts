import type { MetaDescriptor } from "react-router";
import siteConfig from "../../site.config";
import type { Seo } from "../source/types";

/** The `<head>` tags of a page: title, description, canonical link and Open Graph basics. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: siteConfig.words.notFound.title }];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    // Open Graph has no "product" type without extensions; a product page is a website page.
    { property: "og:type", content: seo.type === "article" ? "article" : "website" },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  // The social card's tags, written by the server (docs/behaviour/found.md#social-cards): no code of theirs in a page's script.
  if (seo.imageTags) tags.push(...seo.imageTags);
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
