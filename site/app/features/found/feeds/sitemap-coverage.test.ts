import { describe, expect, it } from "vitest";
import { sitemapCoverage, sitemapLocs } from "./sitemap-coverage";

const page = (address: string, head = `<link rel="canonical" href="https://oak.example${address}">`) => ({ address, html: `<html><head>${head}</head></html>` });
const sitemap = (...addresses: string[]) => `<urlset>\n${addresses.map((a) => `  <url><loc>https://oak.example${a}</loc></url>`).join("\n")}\n</urlset>`;

describe("the sitemap's coverage of the built pages", () => {
  const pages = [{ ...page("/fr/"), address: "/fr" }, page("/fr/about"), page("/fr/cart", '<link rel="canonical" href="https://oak.example/fr/cart"><meta name="robots" content="noindex">'), page("/fr/search", "")];

  it("passes when every page open to search engines is listed once", () => {
    expect(sitemapCoverage(pages, sitemapLocs(sitemap("/fr/", "/fr/about")))).toEqual([]);
  });

  it("names a page missing, one listed twice and an address that is no page", () => {
    expect(sitemapCoverage(pages, sitemapLocs(sitemap("/fr/", "/fr/", "/fr/cart")))).toEqual([
      "the sitemap lists https://oak.example/fr/ 2 times",
      "the sitemap lists https://oak.example/fr/cart, which is no page of the build open to search engines",
      "the page /fr/about is missing from the sitemap",
    ]);
  });
});
