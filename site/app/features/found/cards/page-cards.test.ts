import { describe, expect, it } from "vitest";
import { cardOfPage } from "./page-cards";

describe("the card a built page names", () => {
  it("reads the card's file and its alt text, unescaped", () => {
    const html = `<head><meta property="og:image" content="https://example.com/media/cards/abc.png"/><meta property="og:image:alt" content="Pots &amp; jugs &#x27;24"/></head>`;
    expect(cardOfPage(html)).toEqual({ file: "abc.png", alt: "Pots & jugs '24", title: "" });
  });

  it("reads nothing from a page without a card of the site's", () => {
    expect(cardOfPage(`<meta property="og:image" content="https://example.com/media/jug-1200.webp"/>`)).toBeUndefined();
    expect(cardOfPage("<title>x</title>")).toBeUndefined();
  });
});
