import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../config/site-config";
import type { Entry } from "../../source/entry";
import type { ProductFrontMatter } from "../../source/schemas/product";
import { consentWordDefaults } from "../../words/consent-words";
import { loadSiteFeatures } from "../load-site-features.server";
import { shopConfigSchema } from "./shop-config";

/**
 * The shop registers its part in the content with the content loaders (docs/decisions/037-features.md):
 * content asks the registry for the shop's pages, its check of the products and each product's buy data.
 */
const registry = await loadSiteFeatures();
const selling = { shop: shopConfigSchema.parse({ currency: "EUR", shipping: [{ name: "France", countries: ["FR"], rate: 10 }] }) } as SiteConfig;
const notSelling = {} as SiteConfig;
const product = (data: Partial<ProductFrontMatter>): Entry<ProductFrontMatter> => ({
  slug: "moon-jar",
  file: "content/products/moon-jar.md",
  body: "",
  data: { title: "Moon jar", price: 54, currency: "EUR", sku: "MJ-1", inStock: true, stock: 30, category: "Vases", images: [], ...data } as ProductFrontMatter,
});

describe("the shop, through the feature registry", () => {
  it("adds the cart and checkout pages only when the site sells", () => {
    expect(registry.pages(selling)).toEqual(["/cart", "/checkout", "/checkout/success"]);
    expect(registry.pages(notSelling)).toEqual([]);
  });

  it("refuses a product in another currency than the shop's", () => {
    expect(registry.checkProducts([product({}), product({ currency: "USD" })], selling)).toEqual([
      'content/products/moon-jar.md: currency: the shop sells in EUR (site.config.ts shop.currency), received "USD"',
    ]);
    expect(registry.checkProducts([product({ currency: "USD" })], notSelling)).toEqual([]);
  });

  it("gives a product's card its buy data when the site sells, in minor units and within the cart's limit", () => {
    expect(registry.buyData(product({}), () => "/media/moon.webp", selling)).toEqual({
      slug: "moon-jar",
      title: "Moon jar",
      price: 5400,
      currency: "EUR",
      href: "/shop/moon-jar",
      image: "/media/moon.webp",
      max: 20,
    });
    expect(registry.buyData(product({ stock: 0 }), () => "/media/moon.webp", selling)?.max).toBe(0);
    expect(registry.buyData(product({}), () => "/media/moon.webp", notSelling)).toBeUndefined();
  });

  it("declares the cart it keeps in local storage, for the cookie policy, only when the site sells (docs/behaviour/shop.md#cart)", () => {
    const words = consentWordDefaults.policy;
    expect(registry.storage(selling, words)).toEqual([{ name: "vitrine:cart", duration: words.cartStorageLasts, description: words.cartStorage }]);
    expect(registry.storage(notSelling, words)).toEqual([]);
  });
});
