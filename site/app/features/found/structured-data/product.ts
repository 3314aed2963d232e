import type { Offer, OfferShippingDetails, Product } from "schema-dts";
import { availabilityOf, breadcrumbList, graph, SCHEMA, webPage, type Crumb, type JsonLdGraph } from "./json-ld";

/** One shipping zone of the shop's settings (features/shop/shop-config.ts). */
export type ShippingZone = {
  countries: readonly string[];
  rate: number;
  freeFrom?: number | undefined;
};

/** What the product page shows, with absolute addresses. */
export type ProductInput = {
  url: string;
  name: string;
  description: string;
  images: readonly string[];
  sku: string;
  category: string;
  price: number;
  inStock: boolean;
  stock: number | null;
};

export type ProductContext = {
  language: string;
  /** The maker: the site's name. */
  brand: string;
  /** The listing crumbs above the product (the shop, its category), as the page shows them. */
  crumbs: readonly Crumb[];
  /** The shop, when this site sells: no shop (or a static host), no offer. */
  shop?: { currency: string; shipping: readonly ShippingZone[] } | undefined;
};

/** The currency's minor digits: "54.00" for euros, "5400" for yen. */
export function priceText(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat("en", {
      style: "currency",
      currency,
    }).resolvedOptions().maximumFractionDigits ?? 2;
  return amount.toFixed(digits);
}

/**
 * One OfferShippingDetails per zone: its countries and the zone's rate for this piece
 * alone, nothing once the piece's price reaches the zone's free-shipping threshold.
 */
function shippingDetails(price: number, currency: string, zones: readonly ShippingZone[]): OfferShippingDetails[] {
  return zones.map((zone) => ({
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: priceText(zone.freeFrom !== undefined && price >= zone.freeFrom ? 0 : zone.rate, currency),
      currency,
    },
    shippingDestination: zone.countries.map((country) => ({
      "@type": "DefinedRegion",
      addressCountry: country,
    })),
  }));
}

/**
 * A product page's structured data: the page (ItemPage, in its language), the Product
 * with its Offer when the site sells, and its breadcrumb. The shop states no return
 * policy in its settings, so no `hasMerchantReturnPolicy` is claimed.
 */
export function productStructuredData(product: ProductInput, context: ProductContext): JsonLdGraph {
  const id = `${product.url}#product`;
  const { shop } = context;
  const offer: Offer | undefined = shop && {
    "@type": "Offer",
    url: product.url,
    price: priceText(product.price, shop.currency),
    priceCurrency: shop.currency,
    availability: `${SCHEMA}/${availabilityOf(product)}` as const,
    itemCondition: `${SCHEMA}/NewCondition` as const,
    shippingDetails: shippingDetails(product.price, shop.currency, shop.shipping),
  };
  const node: Product = {
    "@type": "Product",
    "@id": id,
    url: product.url,
    name: product.name,
    description: product.description,
    image: [...product.images],
    sku: product.sku,
    brand: { "@type": "Brand", name: context.brand },
    category: product.category,
    ...(offer ? { offers: offer } : {}),
  };
  return graph(
    webPage("ItemPage", { url: product.url, name: product.name, language: context.language }, id),
    node,
    breadcrumbList(product.url, [...context.crumbs, { name: product.name, url: product.url }]),
  );
}
