import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discoverPages, parseSitemap, pickPages, pickSearchWord, searchOutcome } from "./discover.mjs";

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://hollowoak.example/</loc></url>
  <url><loc>https://hollowoak.example/blog/kiln-notes</loc></url>
  <url><loc>https://hollowoak.example/blog/spring-firing/</loc></url>
  <url><loc>https://hollowoak.example/shop</loc></url>
  <url><loc>https://hollowoak.example/shop/celadon-vase</loc></url>
  <url><loc>https://hollowoak.example/search</loc></url>
</urlset>`;

describe("parseSitemap", () => {
  it("returns the paths in order, without trailing slashes", () => {
    expect(parseSitemap(sitemap)).toEqual(["/", "/blog/kiln-notes", "/blog/spring-firing", "/shop", "/shop/celadon-vase", "/search"]);
  });
});

describe("pickSearchWord", () => {
  it("takes the first word of four letters or more that is not a filler word", () => {
    expect(pickSearchWord(["The art of the Glaze"])).toBe("glaze");
    expect(pickSearchWord(["A b", "With Celadon"])).toBe("celadon");
    expect(pickSearchWord([])).toBeNull();
  });
});

describe("pickPages", () => {
  const posts = [
    { slug: "kiln-notes", title: "Kiln notes", format: "standard" },
    { slug: "spring-firing", title: "Spring firing", format: "gallery" },
  ];

  const products = [
    { slug: "mug", title: "Mug", images: 1 },
    { slug: "celadon-vase", title: "Celadon vase", images: 2 },
  ];

  it("picks one URL per page type from the sitemap, the posts' formats, a product with a slider and a page with a video", () => {
    const paths = [...parseSitemap(sitemap), "/shop/mug", "/about", "/cart", "/checkout"];
    const { pages, notes } = pickPages({ paths, posts, products, videoPaths: ["/about"], searchWord: "kiln", fromSitemap: true });
    expect(Object.fromEntries(pages.map((p) => [p.type, p.path]))).toEqual({
      home: "/",
      post: "/blog/kiln-notes",
      gallery: "/blog/spring-firing",
      product: "/shop/celadon-vase",
      video: "/about",
      shop: "/shop",
      search: "/search?q=kiln",
      cart: "/cart",
      checkout: "/checkout",
    });
    expect(notes).toEqual([]);
  });

  it("uses the search word it is given", () => {
    const { pages } = pickPages({ paths: ["/", "/search"], posts, searchWord: "vase", fromSitemap: true });
    expect(pages.find((p) => p.type === "search").path).toBe("/search?q=vase");
  });

  it("falls back to what exists and says what it could not find", () => {
    const { pages, notes } = pickPages({ paths: ["/"], posts: [], fromSitemap: false });
    expect(pages.map((p) => p.path)).toEqual(["/", null, null, null, null, null, null, null, null]);
    expect(notes[0]).toMatch(/No sitemap\.xml/);
    expect(notes).toContain("Post (gallery): not measured, no post with `format: gallery` in the build.");
    expect(notes).toContain("Page with video: not measured, no page with a lazy video player (data-lazy-video) in the build.");
  });

  it("measures the cart and the checkout in each second language too, under its prefix", () => {
    const editions = [{ language: "fr", paths: ["/", "/cart", "/checkout"] }, { language: "de", paths: ["/", "/cart"] }];
    const { pages, notes } = pickPages({ paths: ["/", "/cart", "/checkout"], posts, editions, fromSitemap: true });
    expect(pages.filter((p) => /^(cart|checkout)/.test(p.type)).map((p) => [p.type, p.label, p.path])).toEqual([
      ["cart", "Cart", "/cart"],
      ["checkout", "Checkout", "/checkout"],
      ["cart-fr", "Cart (fr)", "/fr/cart"],
      ["checkout-fr", "Checkout (fr)", "/fr/checkout"],
      ["cart-de", "Cart (de)", "/de/cart"],
      ["checkout-de", "Checkout (de)", null],
    ]);
    expect(notes).toContain("Checkout (de): not measured, no /de/checkout page in the build.");
  });

  it("skips a post whose page is not in the build", () => {
    const { pages } = pickPages({ paths: ["/", "/blog/spring-firing"], posts, fromSitemap: true });
    expect(pages.find((p) => p.type === "post").path).toBeNull();
    expect(pages.find((p) => p.type === "gallery").path).toBe("/blog/spring-firing");
  });
});

describe("discoverPages", () => {
  it("reads built HTML files and posts' front matter when there is no sitemap", () => {
    const root = mkdtempSync(path.join(tmpdir(), "bench-discover-"));
    const client = path.join(root, "client");
    for (const dir of ["", "blog/pots", "blog/album", "shop", "shop/mug", "assets"]) mkdirSync(path.join(client, dir), { recursive: true });
    for (const dir of ["", "blog/pots", "blog/album", "shop", "shop/mug"]) writeFileSync(path.join(client, dir, "index.html"), "<html></html>");
    writeFileSync(path.join(client, "__spa-fallback.html"), "");
    mkdirSync(path.join(root, "content/posts"), { recursive: true });
    writeFileSync(path.join(root, "content/posts/pots.md"), "---\ntitle: Throwing pots\n---\nBody");
    writeFileSync(path.join(root, "content/posts/album.md"), "---\ntitle: Album\nformat: gallery\n---\nBody");
    writeFileSync(path.join(client, "blog/pots", "index.html"), '<html><div data-lazy-video data-id="x"></div></html>');
    mkdirSync(path.join(root, "content/products"), { recursive: true });
    writeFileSync(path.join(root, "content/products/mug.md"), "---\ntitle: Mug\nimages:\n  - image: a\n  - image: b\n---\nBody");
    const { pages, notes } = discoverPages({ clientDir: client, contentDir: path.join(root, "content") });
    expect(Object.fromEntries(pages.map((p) => [p.type, p.path]))).toEqual({
      home: "/", post: "/blog/pots", gallery: "/blog/album", product: "/shop/mug", video: "/blog/pots", shop: "/shop", search: null, cart: null, checkout: null,
    });
    expect(notes).toContain("Search results: not measured, no /search page in the build.");
  });
});

describe("discoverPages with a second language", () => {
  it("finds its edition's built pages beside the build's client folder, as the server serves them", () => {
    const root = mkdtempSync(path.join(tmpdir(), "bench-discover-"));
    const client = path.join(root, "client");
    const french = path.join(root, "editions", "fr", "client");
    for (const [dir, page] of [[client, ""], [client, "cart"], [client, "checkout"], [french, ""], [french, "cart"], [french, "checkout"]]) {
      mkdirSync(path.join(dir, page), { recursive: true });
      writeFileSync(path.join(dir, page, "index.html"), "<html></html>");
    }
    const { pages } = discoverPages({ clientDir: client, contentDir: path.join(root, "content") });
    expect(pages.filter((p) => p.path?.includes("/fr/")).map((p) => p.path)).toEqual(["/fr/cart", "/fr/checkout"]);
  });
});

describe("searchOutcome", () => {
  it("reads the result count line, or the no-results line, from the page text", () => {
    expect(searchOutcome("Search results\n3 results for “glaze”: 2 products, 1 journal post.\nMore")).toEqual({
      message: "3 results for “glaze”: 2 products, 1 journal post.",
      hasResults: true,
    });
    expect(searchOutcome("No results for “zzz”.")).toEqual({ message: "No results for “zzz”.", hasResults: false });
    expect(searchOutcome("Searching…")).toBeNull();
  });
});

describe("discoverPages with a sitemap", () => {
  it("also finds built pages the sitemap leaves out, such as /search", () => {
    const root = mkdtempSync(path.join(tmpdir(), "bench-discover-"));
    const client = path.join(root, "client");
    for (const dir of ["", "search", "shop"]) {
      mkdirSync(path.join(client, dir), { recursive: true });
      writeFileSync(path.join(client, dir, "index.html"), "<html></html>");
    }
    writeFileSync(path.join(client, "sitemap.xml"), "<urlset><url><loc>https://a.example/</loc></url><url><loc>https://a.example/shop</loc></url></urlset>");
    const { pages, notes } = discoverPages({ clientDir: client, contentDir: path.join(root, "content"), searchWord: "vase" });
    expect(pages.find((p) => p.type === "search").path).toBe("/search?q=vase");
    expect(notes.some((n) => n.includes("sitemap"))).toBe(false);
  });
});
