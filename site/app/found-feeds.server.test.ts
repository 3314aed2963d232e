import { describe, expect, it } from "vitest";
import siteConfig from "../site.config";
import { knownPaths } from "./content/cross-check.server";
import { loadContent } from "./content/load.server";
import { listPrerenderPaths } from "./content/paths.server";
import { productSummary } from "./content/summaries.server";
import { readFixtureContent } from "./content/test-helpers";
import { parseXml } from "./features/found/feeds/test-xml";
import { journalFeedXml, productFeedXml } from "./found-feeds.server";

readFixtureContent();

const ATOM = "http://www.w3.org/2005/Atom";
const G = "http://base.google.com/ns/1.0";

describe("the site's feeds, from its content", () => {
  it("are pre-rendered: the journal's, each tag's, and the product feed of a site that sells", async () => {
    const paths = await listPrerenderPaths();
    expect(paths).toEqual(expect.arrayContaining(["/blog/feed.xml", "/blog/tag/kiln/feed.xml", "/blog/tag/glaze/feed.xml"]));
    expect(paths.includes("/shop/products.xml")).toBe(Boolean(siteConfig.shop));
    // A page or the menu may link them.
    expect([...knownPaths(await loadContent())]).toEqual(expect.arrayContaining(["/blog/feed.xml", "/blog/tag/kiln/feed.xml"]));
  });

  it("give the journal's posts newest first with absolute addresses and covers, a tag's only its own, and no feed for a tag there is not", async () => {
    const store = await loadContent();
    const entries = (xml: string) => [...parseXml(xml).getElementsByTagNameNS(ATOM, "entry")].map((e) => e.getElementsByTagNameNS(ATOM, "id")[0]!.textContent);
    expect(entries(journalFeedXml(store)!)).toEqual(store.posts.map((p) => `https://hollowoak.example/blog/${p.slug}`));
    expect(entries(journalFeedXml(store, "glaze")!)).toEqual(["https://hollowoak.example/blog/first-firing"]);
    expect(journalFeedXml(store, "none")).toBeUndefined();
    expect(journalFeedXml(store)).toMatch(/<link rel="enclosure" type="image\/webp" href="https:\/\/hollowoak\.example\/media\/[^"]+\.webp"\/>/);
  });

  it("give a shopping surface each product at the price and availability its page shows", async () => {
    // The demo sells (content/settings/shop.yaml).
    if (!siteConfig.shop) throw new Error("the site sells nothing");
    const store = await loadContent();
    const items = [...parseXml(productFeedXml(store)!).getElementsByTagName("item")];
    expect(items).toHaveLength(store.products.length);
    for (const [i, item] of items.entries()) {
      const shown = productSummary(store.manifest, store.products[i]!);
      const g = (name: string) => item.getElementsByTagNameNS(G, name)[0]?.textContent;
      expect(g("price")).toBe(`${shown.price.toFixed(2)} ${siteConfig.shop.currency}`);
      expect(g("availability")).toBe(shown.inStock ? "in_stock" : "out_of_stock");
      expect(g("image_link")).toMatch(/^https:\/\/hollowoak\.example\/media\//);
    }
    expect(items.map((item) => item.getElementsByTagNameNS(G, "availability")[0]!.textContent)).toContain("out_of_stock");
  });
});
