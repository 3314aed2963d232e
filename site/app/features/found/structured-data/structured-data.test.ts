import { describe, expect, it } from "vitest";
import { availabilityOf, type JsonLdGraph } from "./json-ld";
import { homeStructuredData, listingStructuredData, postStructuredData } from "./pages";
import { priceText, productStructuredData, type ProductInput } from "./product";

const nodeOf = (data: JsonLdGraph, type: string): Record<string, unknown> => {
  const node = data["@graph"].find((n) => typeof n === "object" && n["@type"] === type);
  if (!node) throw new Error(`no ${type}`);
  return node as Record<string, unknown>;
};

const vase: ProductInput = {
  url: "https://example.com/fr/shop/vase",
  name: "Vase",
  description: "Un vase.",
  images: ["https://example.com/media/vase-1600.jpg", "https://example.com/media/vase-2-1600.jpg"],
  sku: "V-1",
  category: "Vases",
  price: 54,
  inStock: true,
  stock: null,
};
const crumbs = [
  { name: "Boutique", url: "https://example.com/fr/shop" },
  { name: "Vases", url: "https://example.com/fr/shop/category/vases" },
];
const shop = {
  currency: "EUR",
  shipping: [
    { countries: ["FR"], rate: 6, freeFrom: 50 },
    { countries: ["DE", "BE"], rate: 12 },
  ],
};

describe("a product page's structured data", () => {
  it("names the product with absolute images, its SKU, the maker as brand and its category, on a page in its language", () => {
    const data = productStructuredData(vase, {
      language: "fr",
      brand: "Atelier",
      crumbs,
      shop,
    });
    expect(data["@context"]).toBe("https://schema.org");
    expect(nodeOf(data, "Product")).toMatchObject({
      name: "Vase",
      description: "Un vase.",
      image: vase.images,
      sku: "V-1",
      brand: { "@type": "Brand", name: "Atelier" },
      category: "Vases",
    });
    expect(nodeOf(data, "ItemPage")).toMatchObject({
      inLanguage: "fr",
      url: vase.url,
      mainEntity: { "@id": `${vase.url}#product` },
    });
  });

  it("offers it at the page's price in the shop's currency, new, with shipping per zone (free past the zone's threshold) and no return policy the shop does not state", () => {
    const offer = nodeOf(
      productStructuredData(vase, {
        language: "fr",
        brand: "Atelier",
        crumbs,
        shop,
      }),
      "Product",
    )["offers"];
    expect(offer).toEqual({
      "@type": "Offer",
      url: vase.url,
      price: "54.00",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      shippingDetails: [
        {
          "@type": "OfferShippingDetails",
          shippingRate: {
            "@type": "MonetaryAmount",
            value: "0.00",
            currency: "EUR",
          },
          shippingDestination: [{ "@type": "DefinedRegion", addressCountry: "FR" }],
        },
        {
          "@type": "OfferShippingDetails",
          shippingRate: {
            "@type": "MonetaryAmount",
            value: "12.00",
            currency: "EUR",
          },
          shippingDestination: [
            { "@type": "DefinedRegion", addressCountry: "DE" },
            { "@type": "DefinedRegion", addressCountry: "BE" },
          ],
        },
      ],
    });
  });

  it("has no offer where the site sells nothing (no shop, or a static host)", () => {
    expect(
      nodeOf(
        productStructuredData(vase, {
          language: "en",
          brand: "Atelier",
          crumbs,
        }),
        "Product",
      ),
    ).not.toHaveProperty("offers");
  });

  it("carries the breadcrumb the page shows, down to the product itself", () => {
    expect(
      nodeOf(
        productStructuredData(vase, {
          language: "fr",
          brand: "Atelier",
          crumbs,
        }),
        "BreadcrumbList",
      )["itemListElement"],
    ).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Boutique",
        item: "https://example.com/fr/shop",
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Vases",
        item: "https://example.com/fr/shop/category/vases",
      },
      { "@type": "ListItem", position: 3, name: "Vase", item: vase.url },
    ]);
  });

  it("writes prices with the currency's own decimals", () => {
    expect([priceText(54, "EUR"), priceText(1234.5, "USD"), priceText(5400, "JPY")]).toEqual(["54.00", "1234.50", "5400"]);
  });
});

describe("availability", () => {
  it('follows what the page says: sold out, a few left (up to five, as "Only N left"), or in stock', () => {
    expect(availabilityOf({ inStock: false, stock: 3 })).toBe("OutOfStock");
    expect(availabilityOf({ inStock: true, stock: 1 })).toBe("LimitedAvailability");
    expect(availabilityOf({ inStock: true, stock: 5 })).toBe("LimitedAvailability");
    expect(availabilityOf({ inStock: true, stock: 6 })).toBe("InStock");
    expect(availabilityOf({ inStock: true, stock: null })).toBe("InStock");
  });
});

describe("a journal post's structured data", () => {
  it("is a BlogPosting headed by the page's h1, dated, with its images, by the maker, in its language, under the journal", () => {
    const url = "https://example.com/blog/firing";
    const data = postStructuredData(
      {
        url,
        headline: "Firing",
        description: "About firing.",
        datePublished: "2026-03-01",
        images: ["https://example.com/media/kiln.jpg"],
        keywords: ["kiln", "glaze"],
      },
      {
        language: "en",
        author: { name: "Atelier", url: "https://example.com/" },
        crumbs: [{ name: "Journal", url: "https://example.com/blog" }],
      },
    );
    expect(nodeOf(data, "BlogPosting")).toMatchObject({
      headline: "Firing",
      datePublished: "2026-03-01",
      dateModified: "2026-03-01",
      image: ["https://example.com/media/kiln.jpg"],
      author: {
        "@type": "Organization",
        name: "Atelier",
        url: "https://example.com/",
      },
      inLanguage: "en",
      mainEntityOfPage: url,
      keywords: "kiln, glaze",
    });
    expect(nodeOf(data, "BreadcrumbList")["itemListElement"]).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Journal",
        item: "https://example.com/blog",
      },
      { "@type": "ListItem", position: 2, name: "Firing", item: url },
    ]);
  });
});

describe("a listing's structured data", () => {
  it("is a CollectionPage in its language under its parent listing", () => {
    const url = "https://example.com/fr/blog/tag/kiln";
    const data = listingStructuredData({ url, name: "kiln", language: "fr" }, [{ name: "Journal", url: "https://example.com/fr/blog" }]);
    expect(nodeOf(data, "CollectionPage")).toMatchObject({
      inLanguage: "fr",
      breadcrumb: { "@id": `${url}#breadcrumb` },
    });
    expect(nodeOf(data, "BreadcrumbList")["itemListElement"]).toHaveLength(2);
  });
});

describe("the home page's structured data", () => {
  const site = {
    name: "Atelier",
    description: "Pots",
    language: "fr",
    url: "https://example.com/fr/",
    email: "hi@example.com",
    sameAs: ["https://www.instagram.com/atelier/"],
  };

  it("names the WebSite with a SearchAction on the edition's search page, published by the maker as an Organization", () => {
    const data = homeStructuredData({
      ...site,
      searchUrl: "https://example.com/fr/search",
      logo: "https://example.com/media/mark-1200.webp",
    });
    expect(nodeOf(data, "WebSite")).toMatchObject({
      url: site.url,
      inLanguage: "fr",
      publisher: { "@id": `${site.url}#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "https://example.com/fr/search?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
    expect(nodeOf(data, "Organization")).toMatchObject({
      "@id": `${site.url}#organization`,
      name: "Atelier",
      email: "hi@example.com",
      sameAs: site.sameAs,
      logo: "https://example.com/media/mark-1200.webp",
    });
  });

  it("offers no search where the site has no search page, and no logo where the settings name none", () => {
    expect(nodeOf(homeStructuredData(site), "WebSite")).not.toHaveProperty("potentialAction");
    expect(nodeOf(homeStructuredData(site), "Organization")).not.toHaveProperty("logo");
  });
});
