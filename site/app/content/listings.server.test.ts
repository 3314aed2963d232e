import { describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import type { ContentStore } from "./content-store.server";
import { journalListing, journalListingPaths, shopListing, shopListingPaths } from "./listings.server";
import { relatedProducts } from "./queries.server";
import { SITEMAP_MAX_URLS, sitemapFiles } from "./sitemap.server";
import { hreflangAlternates } from "./language-versions.server";

/** A catalogue big enough to page: products in three categories, posts with tags. */
function store(products: number, posts = 0): ContentStore {
  const categories = ["Vases", "Mugs and cups", "Prints"];
  return {
    manifest: { pot: { widths: [480], width: 480, height: 360, placeholder: "#ccc" } },
    products: Array.from({ length: products }, (_, i) => ({
      slug: `p${i}`,
      file: `content/products/p${i}.md`,
      body: "",
      data: {
        title: `Piece ${String(i).padStart(5, "0")}`,
        price: 1000 - i,
        currency: "EUR",
        sku: `SKU-${i}`,
        category: categories[i % 3]!,
        excerpt: "x",
        images: [{ image: "pot", alt: "A pot" }],
        inStock: i % 7 !== 0,
      },
    })),
    posts: Array.from({ length: posts }, (_, i) => ({
      slug: `post-${i}`,
      file: `content/posts/post-${i}.md`,
      body: "",
      data: { title: `Post ${i}`, date: "2026-01-01", excerpt: "x".repeat(60), cover: { image: "pot", alt: "A pot" }, format: "standard", tags: i % 2 ? ["kiln", "Glazes"] : ["kiln"] },
    })),
    pages: [],
    blocks: [],
    slugs: { posts: [], products: [], pages: [], blocks: [] },
    problems: [],
  } as unknown as ContentStore;
}

const size = siteConfig.listings.pageSize;

describe("shop listings", () => {
  const big = store(size * 4 + 1);

  it("page the shop and each category, in every order, and only there", () => {
    const paths = shopListingPaths(big);
    expect(paths).toContain("/shop");
    expect(paths).toContain("/shop/page/5");
    expect(paths).not.toContain("/shop/page/6");
    expect(paths).toContain("/shop/sort/price-asc/page/5");
    expect(paths).toContain("/shop/category/mugs-and-cups");
    expect(paths).toContain("/shop/category/vases/sort/name/page/2");
    expect(new Set(paths).size).toBe(paths.length);
    // Every listed address resolves, and each page holds at most a page's worth.
    for (const path of paths) {
      const [, category, sort, page] = path.match(/^\/shop(?:\/category\/([^/]+))?(?:\/sort\/([^/]+))?(?:\/page\/(\d+))?$/)!;
      const listing = shopListing(big, { category, sort, page });
      expect(listing, path).toBeDefined();
      expect(listing!.products.length).toBeLessThanOrEqual(size);
    }
  });

  it("sorts across pages: page 2 in price order continues page 1", () => {
    const first = shopListing(big, { sort: "price-asc" })!;
    const second = shopListing(big, { sort: "price-asc", page: "2" })!;
    const prices = [...first.products, ...second.products].map((p) => p.data.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.min(...big.products.map((p) => p.data.price))).toBe(prices[0]);
    expect(first.sortHrefs).toMatchObject({ featured: "/shop", "price-asc": "/shop/sort/price-asc" });
  });

  it("refuses addresses that are not listing pages", () => {
    expect(shopListing(big, { page: "1" })).toBeUndefined();
    expect(shopListing(big, { page: "99" })).toBeUndefined();
    expect(shopListing(big, { sort: "cheapest" })).toBeUndefined();
    expect(shopListing(big, { sort: "featured" })).toBeUndefined();
    expect(shopListing(big, { category: "teapots" })).toBeUndefined();
    // A listing of one page is sorted in place: it has no sorted copies.
    expect(shopListing(store(3), { sort: "name" })).toBeUndefined();
    expect(shopListing(store(3), {})!.sortHrefs).toBeUndefined();
  });

  it("keeps related products to the product's category first, never the product itself", () => {
    const related = relatedProducts(big, "p4");
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.category)).toEqual(["Mugs and cups", "Mugs and cups", "Mugs and cups", "Mugs and cups"]);
    expect(related.map((p) => p.slug)).not.toContain("p4");
  });
});

describe("journal listings", () => {
  it("page the journal and each tag", () => {
    const posts = store(0, size + 3);
    expect(journalListingPaths(posts)).toEqual(["/blog", "/blog/page/2", "/blog/tag/glazes", "/blog/tag/kiln", "/blog/tag/kiln/page/2"]);
    expect(journalListing(posts, { tag: "glazes" })!.items.every((p) => p.data.tags.includes("Glazes"))).toBe(true);
    expect(journalListing(posts, { tag: "none" })).toBeUndefined();
  });
});

describe("the sitemap", () => {
  it("is one file up to the limit, and an index of parts past it", () => {
    const small = sitemapFiles(store(10));
    expect([...small.keys()]).toEqual(["/sitemap.xml"]);
    expect(small.get("/sitemap.xml")).toContain("<urlset");
    const split = sitemapFiles(store(25), { maxUrls: 10 });
    // 25 products, the journal, the shop's two pages and three categories: 31 addresses.
    expect([...split.keys()].sort()).toEqual(["/sitemap.xml", "/sitemaps/1.xml", "/sitemaps/2.xml", "/sitemaps/3.xml", "/sitemaps/4.xml"]);
    expect(split.get("/sitemap.xml")).toContain("<sitemapindex");
    expect(split.get("/sitemap.xml")).toContain("<loc>https://hollowoak.example/sitemaps/4.xml</loc>");
    const urls = [...split].filter(([k]) => k !== "/sitemap.xml").flatMap(([, xml]) => xml.match(/<url>/g) ?? []);
    expect(urls.length).toBeGreaterThan(25);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it("lists every page of every listing once, but not its sorted copies, a journal listing dated by its newest post", () => {
    const big = store(60, 30);
    const locs = [...sitemapFiles(big).get("/sitemap.xml")!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining(["/shop/page/2", "/shop/page/3", "/blog/page/2", "/blog/tag/kiln/page/2"]));
    expect(locs.filter((address) => address.includes("/sort/"))).toEqual([]);
    expect(locs).toHaveLength(big.posts.length + big.products.length + journalListingPaths(big).length + shopListingPaths(big).filter((p) => !p.includes("/sort/")).length);
    expect(sitemapFiles(big).get("/sitemap.xml")).toContain("<loc>https://hollowoak.example/blog/page/2</loc><lastmod>2026-01-01</lastmod>");
  });

  it("names each page's versions, itself among them, and x-default, the first language's", () => {
    const version = (language: string, url: string, same = true) => ({ language, name: language, href: url, url, same, current: language === "fr" });
    expect(hreflangAlternates([version("en", "https://o.example/about"), version("fr", "https://o.example/fr/about")])).toEqual([
      { language: "en", url: "https://o.example/about" },
      { language: "fr", url: "https://o.example/fr/about" },
      { language: "x-default", url: "https://o.example/about" },
    ]);
    // A page not translated has no alternates: its language link leads to the other's home.
    expect(hreflangAlternates([version("en", "https://o.example/"), version("fr", "https://o.example/fr/care", false)])).toEqual([]);
    const xml = sitemapFiles(store(1), { alternates: new Map([["/shop/p0", hreflangAlternates([version("en", "https://o.example/shop/p0"), version("fr", "https://o.example/fr/shop/p0")])]]) }).get("/sitemap.xml")!;
    expect(xml).toContain('<loc>https://hollowoak.example/shop/p0</loc><xhtml:link rel="alternate" hreflang="en" href="https://o.example/shop/p0"/><xhtml:link rel="alternate" hreflang="fr" href="https://o.example/fr/shop/p0"/><xhtml:link rel="alternate" hreflang="x-default" href="https://o.example/shop/p0"/></url>');
  });
});
