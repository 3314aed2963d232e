import { describe, expect, it } from "vitest";
import { merchantFeed, merchantPrice, type MerchantFeedInput } from "./merchant-feed";
import { parseXml } from "./test-xml";

const G = "http://base.google.com/ns/1.0";
const input: MerchantFeedInput = {
  brand: "Hollow Oak & Co",
  link: "https://oak.example/fr/shop",
  description: "Pièces tournées",
  language: "fr",
  currency: "EUR",
  shipping: [
    { name: "France", countries: ["FR"], rate: 6 },
    { name: "Europe", countries: ["DE", "BE"], rate: 14.5 },
  ],
  items: [
    { id: "MUG-1", title: "Tasse <ardoise>", description: "Une tasse", url: "https://oak.example/fr/shop/mug", images: ["https://oak.example/media/mug-1600.webp", "https://oak.example/media/mug2-1600.webp"], price: 38, inStock: true, category: "Tasses" },
    { id: "JAR-2", title: "Jarre", description: "Une jarre", url: "https://oak.example/fr/shop/jar", images: ["https://oak.example/media/jar-1600.webp"], price: 120.5, inStock: false, category: "Vases" },
  ],
};
const text = (item: Element, name: string) => [...item.getElementsByTagNameNS(G, name)].map((e) => e.textContent);

describe("the product feed for shopping surfaces", () => {
  it("is well-formed RSS 2.0 with every product's price, availability, absolute pictures, condition, brand and shipping", () => {
    const doc = parseXml(merchantFeed(input));
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.getElementsByTagName("title")[0]!.textContent).toBe("Hollow Oak & Co");
    const [mug, jar] = [...doc.getElementsByTagName("item")];
    expect(mug!.getElementsByTagName("title")[0]!.textContent).toBe("Tasse <ardoise>");
    expect(mug!.getElementsByTagName("link")[0]!.textContent).toBe("https://oak.example/fr/shop/mug");
    expect(text(mug!, "id")).toEqual(["MUG-1"]);
    expect(text(mug!, "price")[0]).toBe("38.00 EUR");
    expect(text(mug!, "availability")).toEqual(["in_stock"]);
    expect(text(jar!, "availability")).toEqual(["out_of_stock"]);
    expect(text(jar!, "price")[0]).toBe("120.50 EUR");
    expect(text(mug!, "image_link")).toEqual(["https://oak.example/media/mug-1600.webp"]);
    expect(text(mug!, "additional_image_link")).toEqual(["https://oak.example/media/mug2-1600.webp"]);
    expect(text(mug!, "condition")).toEqual(["new"]);
    expect(text(mug!, "brand")).toEqual(["Hollow Oak & Co"]);
    const shipping = [...mug!.getElementsByTagNameNS(G, "shipping")].map((s) => `${text(s, "country")[0]} ${text(s, "price")[0]}`);
    expect(shipping).toEqual(["FR 6.00 EUR", "DE 14.50 EUR", "BE 14.50 EUR"]);
  });

  it("writes prices in the currency's own digits", () => {
    expect(merchantPrice(1200, "JPY")).toBe("1200 JPY");
    expect(merchantPrice(9.9, "USD")).toBe("9.90 USD");
  });
});
