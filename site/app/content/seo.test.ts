import { describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import { cardFile, cardInputsOf } from "../config/social-card.server";
import { seoMeta } from "./seo";
import { buildSeo } from "./seo.server";

type Tag = { property?: string; name?: string; content?: string };
const content = (tags: ReturnType<typeof seoMeta>, property: string) => (tags as Tag[]).find((tag) => tag.property === property || tag.name === property)?.content;

describe("a page's social card in its head", () => {
  it("names a card drawn from the title, absolute, 1200 × 630, as a large summary card", () => {
    const tags = seoMeta(buildSeo({ title: "About", description: "Who makes the pots.", pathname: "/about" }));
    const url = new URL(String(content(tags, "og:image")));
    expect(url.origin).toBe(new URL(siteConfig.url).origin);
    expect(url.pathname).toBe(`/media/cards/${cardFile(cardInputsOf("About", siteConfig))}`);
    expect([content(tags, "og:image:width"), content(tags, "og:image:height"), content(tags, "og:image:alt"), content(tags, "twitter:card")]).toEqual(["1200", "630", "About", "summary_large_image"]);
  });

  it("names the home page's card by the site's name", () => {
    const tags = seoMeta(buildSeo({ title: "", description: "", pathname: "/" }));
    expect(content(tags, "og:image:alt")).toBe(siteConfig.name);
  });

  it("names a page's picture cropped, with the picture's alt text", () => {
    const tags = seoMeta(buildSeo({ title: "Jug", description: "A jug.", pathname: "/shop/jug", image: "/media/jug-1200.webp", imageAlt: "A tall jug" }));
    expect(new URL(String(content(tags, "og:image"))).pathname).toBe("/media/cards/jug-1200.jpg");
    expect(content(tags, "og:image:alt")).toBe("A tall jug");
  });
});
