import { describe, expect, it } from "vitest";
import type { Entry } from "../../source/entry";
import type { ProductFrontMatter } from "../../source/schemas/product";
import { editionShopProblems, untranslatedCategories } from "../../content/edition-check.server";
import { editionShopProducts, shopManifest } from "./shop-products.server";
import { shopConfigSchema } from "./shop-config";
import { shopWordDefaults } from "./shop-words";

/** One shop in two languages (docs/decisions/046-two-languages-on-one-site.md). */
const product = (slug: string, folder: string, data: Partial<ProductFrontMatter>): Entry<ProductFrontMatter> => ({
  slug,
  file: `content/${folder}products/${slug}.md`,
  body: "",
  data: { title: slug, price: 145, currency: "EUR", sku: `HO-${slug}`, inStock: true, stock: 2, category: "Vases", images: [], ...data } as ProductFrontMatter,
});

const english = [product("moon-jar", "", { title: "Moon jar" }), product("tea-bowl", "", { title: "Tea bowl", price: 60 })];

describe("a second language's shop", () => {
  it("sells each product at its first language's price, SKU and stock, and says which differs", () => {
    const french = [product("moon-jar", "editions/fr/", { title: "Jarre lune" }), product("tea-bowl", "editions/fr/", { title: "Bol à thé", price: 65, stock: 3 })];
    expect(editionShopProblems(french, english)).toEqual([
      "content/editions/fr/products/tea-bowl.md: price: 65 here, 60 in content/products/tea-bowl.md; one shop sells it in both languages: make them the same",
      "content/editions/fr/products/tea-bowl.md: stock: 3 here, 2 in content/products/tea-bowl.md; one shop sells it in both languages: make them the same",
    ]);
  });

  it("lets a page copied from the first language name a category none of whose pieces is translated yet, and no other", () => {
    const first = [...english, product("print", "", { category: "Prints" })];
    expect(untranslatedCategories([], first)).toEqual(new Set(["Vases", "Prints"]));
    // One vase translated: the French grid of vases names the French products' category, checked as any.
    expect(untranslatedCategories([product("moon-jar", "editions/fr/", { category: "Vases et jarres" })], first)).toEqual(new Set(["Prints"]));
  });

  it("sells nothing the first language does not", () => {
    expect(editionShopProblems([product("vase", "editions/fr/", {})], english)).toEqual([
      "content/editions/fr/products/vase.md: no product vase in the first language (content/products/vase.md): one shop sells in both languages, so write it there first",
    ]);
  });

  it("knows every product of the first language, in its own words where translated, each at its page", () => {
    const french = [product("moon-jar", "editions/fr/", { title: "Jarre lune" })];
    const sold = editionShopProducts(french, english);
    const hrefOf = (slug: string) => (french.some((p) => p.slug === slug) ? `/fr/shop/${slug}` : `/shop/${slug}`);
    const shop = shopConfigSchema.parse({ currency: "EUR", shipping: [{ name: "France", countries: ["FR"], rate: 10 }] });
    const manifest = shopManifest(sold, shop, { name: "Atelier", language: "fr", prefix: "/fr" }, shopWordDefaults, hrefOf);
    expect(Object.fromEntries(Object.entries(manifest.products).map(([slug, p]) => [slug, [p.title, p.href, p.price]]))).toEqual({
      "moon-jar": ["Jarre lune", "/fr/shop/moon-jar", 14500],
      "tea-bowl": ["Tea bowl", "/shop/tea-bowl", 6000],
    });
  });
});
