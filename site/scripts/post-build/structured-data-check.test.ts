import { describe, expect, it } from "vitest";
import path from "node:path";
import { pageAddress, structuredDataProblems } from "./structured-data-check";

const offer = (price: string, availability: string) => ({
  "@context": "https://schema.org",
  "@graph": [{ "@type": "Product", name: "Vase", offers: { "@type": "Offer", price, priceCurrency: "EUR", availability: `https://schema.org/${availability}` } }],
});

/** A built product page as routes/product.tsx writes it: its JSON-LD, price and stock line. */
const page = (data: unknown, price: string, stockClass: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script></head>` +
  `<body><p class="product__price">${price}</p><p class="${stockClass}">Only 2 left</p></body></html>`;

describe("the structured data check after the build", () => {
  it("passes a product page whose offer states its price and stock as the page shows them, in the page's language", () => {
    expect(structuredDataProblems("shop/vase/index.html", page(offer("54.00", "LimitedAvailability"), "€54.00", "product__stock product__stock--few"))).toEqual([]);
    expect(structuredDataProblems("fr/shop/vase/index.html", page(offer("54.00", "InStock"), "54,00\u202f€", "product__stock", "fr"))).toEqual([]);
  });

  it("refuses a page whose structured data gives another price or availability than the page, naming the page", () => {
    expect(structuredDataProblems("shop/vase/index.html", page(offer("45.00", "InStock"), "€54.00", "product__stock product__stock--out"))).toEqual([
      "the page /shop/vase tells search engines the price €45.00, but shows €54.00",
      'the page /shop/vase tells search engines InStock, but shows OutOfStock ("Only 2 left")',
    ]);
  });

  it("refuses JSON-LD that does not parse, and an offer on a page that shows no price", () => {
    const broken = '<html><head><script type="application/ld+json">{"@type": </script></head><body></body></html>';
    expect(structuredDataProblems("a.html", broken)).toEqual(["the page /a.html: what it tells search engines (its JSON-LD) is not valid JSON"]);
    const bare = `<html><head><script type="application/ld+json">${JSON.stringify(offer("54.00", "InStock"))}</script></head><body></body></html>`;
    expect(structuredDataProblems("b.html", bare)).toEqual(["the page /b.html tells search engines the product is for sale, but shows no price or stock"]);
  });

  it("names a page by its address", () => {
    expect([pageAddress("index.html"), pageAddress(path.join("shop", "vase", "index.html")), pageAddress("404.html")]).toEqual(["/", "/shop/vase", "/404.html"]);
  });

  it("leaves a page without structured data, or a product without an offer, alone", () => {
    expect(structuredDataProblems("about/index.html", '<html><body><p class="product__price">€1.00</p></body></html>')).toEqual([]);
    const unsold = { "@context": "https://schema.org", "@type": "Product", name: "Vase" };
    expect(structuredDataProblems("shop/vase/index.html", page(unsold, "€54.00", "product__stock"))).toEqual([]);
  });
});
