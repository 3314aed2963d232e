import { describe, expect, it } from "vitest";
import { sortProducts } from "./sort-products";
import type { ProductSummary } from "../source/types";

const product = (title: string, price: number): ProductSummary =>
  ({ slug: title.toLowerCase(), href: "", title, price, priceLabel: "", category: "", inStock: true, excerpt: "", image: {} }) as ProductSummary;

const list = [product("Vase", 48), product("bowl", 32), product("Mug", 24), product("Jar", 48)];
const titles = (items: ProductSummary[]) => items.map((p) => p.title);

describe("sortProducts", () => {
  it("keeps the featured order", () => expect(titles(sortProducts(list, "featured"))).toEqual(["Vase", "bowl", "Mug", "Jar"]));
  it("sorts by price, keeping ties in featured order", () => {
    expect(titles(sortProducts(list, "price-asc"))).toEqual(["Mug", "bowl", "Vase", "Jar"]);
    expect(titles(sortProducts(list, "price-desc"))).toEqual(["Vase", "Jar", "bowl", "Mug"]);
  });
  it("sorts by name without regard to case", () => expect(titles(sortProducts(list, "name"))).toEqual(["bowl", "Jar", "Mug", "Vase"]));
  it("does not change the list it was given", () => {
    sortProducts(list, "name");
    expect(titles(list)).toEqual(["Vase", "bowl", "Mug", "Jar"]);
  });
});
