import type { Entry } from "../../source/entry";
import type { ProductFrontMatter } from "../../source/schemas/product";
import type { ShopConfig } from "./shop-config";
import type { ShopWords } from "./shop-words";
import { toMinor } from "./price-format.mjs";

type Product = Entry<ProductFrontMatter>;

/**
 * What an edition's shop sells: every product of the first language (a cart is shared by
 * both), each as the edition has translated it where it has, at its page in the edition.
 */
export function editionShopProducts(products: readonly Product[], firstProducts: readonly Product[]): Product[] {
  return firstProducts.map((original) => products.find((p) => p.slug === original.slug) ?? original);
}

/** What the server sells from (`shop.json` beside the pages): prices and counts from the content, never from a browser. */
export type ShopManifest = {
  /**
   * `prefix`: the edition's address prefix, `/fr` in a second language (docs/decisions/046-two-languages-on-one-site.md); "" otherwise.
   * `url`: the site's address (its settings' `url`), where the payment page sends the buyer back.
   */
  site: { name: string; language: string; url?: string; prefix?: string };
  currency: string;
  pricesIncludeVat: boolean;
  orderEmail: string | null;
  holdMinutes: number;
  zones: { name: string; countries: string[]; rate: number; freeFrom: number | null }[];
  /** The shop's words in the site's language (`words.shop`), for the pages and emails the server writes. */
  words: ShopWords;
  products: Record<string, { title: string; sku: string; price: number; href: string; stock: number | null; inStock: boolean }>;
};

export function shopManifest(
  products: readonly Product[],
  shop: ShopConfig,
  site: ShopManifest["site"],
  words: ShopWords,
  /** A product's page: an edition's own under its prefix, one it has not translated in the first language. */
  hrefOf: (slug: string) => string = (slug) => `/shop/${slug}`,
): ShopManifest {
  const money = (amount: number) => toMinor(amount, shop.currency);
  return {
    site,
    currency: shop.currency,
    pricesIncludeVat: shop.pricesIncludeVat,
    orderEmail: shop.orderEmail ?? null,
    holdMinutes: shop.holdMinutes,
    zones: shop.shipping.map((z) => ({ name: z.name, countries: z.countries, rate: money(z.rate), freeFrom: z.freeFrom === undefined ? null : money(z.freeFrom) })),
    words,
    products: Object.fromEntries(
      products.map((p) => [
        p.slug,
        { title: p.data.title, sku: p.data.sku, price: money(p.data.price), href: hrefOf(p.slug), stock: p.data.stock ?? null, inStock: p.data.inStock },
      ]),
    ),
  };
}
