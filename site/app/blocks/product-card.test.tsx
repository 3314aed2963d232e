// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import type { ProductSummary, ResolvedImage } from "../source/types";
import { ProductCard } from "./product-card";

/** A product's card as a grid, a carousel and the shop's pages show it, with its buy form when it can be bought (docs/behaviour/shop.md#cart). */
const image: ResolvedImage = { src: "/media/jug.webp", srcSet: "/media/jug.webp 400w", sizes: "400px", width: 400, height: 500, alt: "A jug", placeholder: "#ccc", large: "/media/jug.webp" };
const jug = (buy?: ProductSummary["buy"]): ProductSummary => ({
  slug: "jug",
  href: "/shop/jug",
  title: "Celadon jug",
  price: 54,
  priceLabel: "€54.00",
  category: "Jugs",
  inStock: true,
  excerpt: "",
  image,
  moreImages: [],
  ...(buy ? { buy } : {}),
});

function render(product: ProductSummary) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<ProductCard product={product} />);
  return host;
}

describe("a product's card", () => {
  it.runIf(siteConfig.shop)("carries the shop's “Add to cart” form, named with the piece, when the product can be bought", () => {
    const form = render(jug({ slug: "jug", title: "Celadon jug", price: 5400, currency: "EUR", href: "/shop/jug", image: "/media/jug.webp", max: 3 })).querySelector("form.card-buy")!;
    expect(form.getAttribute("action")).toBe("/checkout");
    expect(JSON.parse(form.getAttribute("data-buy")!)).toMatchObject({ slug: "jug", price: 5400, max: 3 });
    const label = form.querySelector("button")!.getAttribute("aria-label")!;
    expect([label.startsWith(siteConfig.words.shop.addToCart), label.endsWith("Celadon jug")]).toEqual([true, true]);
  });

  it("has no form when the product cannot be bought here", () => {
    expect(render(jug()).querySelector("form")).toBeNull();
  });
});
