import type { BreadcrumbList, CollectionPage, Graph, ItemPage, Thing, WebPage } from "schema-dts";
import { FEW_LEFT } from "../../shop/shop-names.mjs";

/**
 * Schema.org data as JSON-LD (docs/behaviour/found.md#structured-data): data, never run,
 * so a page gains no script. Each page carries one `@graph` whose nodes name each other
 * by `@id` (the page's address with a fragment). The nodes are typed by schema.org's own
 * vocabulary (schema-dts, types only): a property a type does not have fails the type check.
 */
export type JsonLdGraph = Graph;

export const SCHEMA = "https://schema.org";

export const graph = (...nodes: Thing[]): Graph => ({
  "@context": SCHEMA,
  "@graph": nodes,
});

/**
 * The `meta` entry React Router writes as `<script type="application/ld+json">`. It writes
 * `<`, `>` and `&` as `\u003c`…, so a `</script>` in any text stays inside the data.
 */
export const jsonLdMeta = (data: object | undefined) => (data ? [{ "script:ld+json": data }] : []);

export type Availability = "InStock" | "OutOfStock" | "LimitedAvailability";

/**
 * What the product page says of its stock, as schema.org names it: sold out, "Only N left"
 * up to the shop's few-left count, else in stock (routes/product.tsx says the same in words).
 */
export function availabilityOf(product: { inStock: boolean; stock: number | null }): Availability {
  if (!product.inStock) return "OutOfStock";
  return product.stock === null || product.stock > FEW_LEFT ? "InStock" : "LimitedAvailability";
}

/** A crumb: its name as the page shows it, and its absolute address. */
export type Crumb = { name: string; url: string };

/** The trail from the listing down to the page itself, its last crumb. */
export function breadcrumbList(pageUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": `${pageUrl}#breadcrumb`,
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The page itself, in its language, with its breadcrumb and what it is about. */
export function webPage(
  type: "WebPage" | "ItemPage" | "CollectionPage",
  page: { url: string; name: string; language: string },
  main?: string,
): WebPage | ItemPage | CollectionPage {
  return {
    "@type": type,
    "@id": page.url,
    url: page.url,
    name: page.name,
    inLanguage: page.language,
    breadcrumb: { "@id": `${page.url}#breadcrumb` },
    ...(main ? { mainEntity: { "@id": main } } : {}),
  };
}
