import { describe, expect, it } from "vitest";
import { loadContent } from "./load.server";
import { listPrerenderPaths } from "./paths.server";
import { robotsTxt, sitemapXml } from "./sitemap.server";
import { readFixtureContent } from "./test-helpers";

readFixtureContent();

describe("pre-rendered paths", () => {
  it("lists every page, post, product and built-in route", async () => {
    const paths = await listPrerenderPaths();
    for (const expected of ["/", "/care-guide", "/blog", "/shop", "/404", "/sitemap.xml", "/robots.txt", "/blog/kiln-diary", "/blog/first-firing", "/shop/ash-bowl", "/shop/celadon-vase"]) {
      expect(paths).toContain(expected);
    }
    expect(paths).not.toContain("/home");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("writes a sitemap of absolute URLs without the 404 page", async () => {
    const xml = sitemapXml(await loadContent());
    expect(xml).toContain("<loc>https://hollowoak.example/</loc>");
    expect(xml).toContain("<loc>https://hollowoak.example/shop/celadon-vase</loc>");
    expect(xml).toContain("<loc>https://hollowoak.example/blog/kiln-diary</loc><lastmod>2026-03-05</lastmod>");
    expect(xml).not.toContain("/404");
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt()).toContain("Sitemap: https://hollowoak.example/sitemap.xml");
  });
});
