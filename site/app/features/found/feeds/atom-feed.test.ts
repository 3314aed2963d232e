import { describe, expect, it } from "vitest";
import { absoluteLinks, atomFeed, type FeedEntry } from "./atom-feed";
import { parseXml } from "./test-xml";

const ATOM = "http://www.w3.org/2005/Atom";
const post = (i: number, more: Partial<FeedEntry> = {}): FeedEntry => ({
  title: `Firing & glazing ${i}`,
  url: `https://oak.example/blog/post-${i}`,
  date: `2026-01-${String(30 - i).padStart(2, "0")}`,
  summary: `What happened in firing ${i} <and> after.`,
  cover: { url: `https://oak.example/media/cover-${i}-1600.webp`, alt: "A kiln" },
  ...more,
});
const input = { title: "Hollow Oak — Journal", self: "https://oak.example/blog/feed.xml", page: "https://oak.example/blog", base: "https://oak.example/", language: "fr", author: "Hollow Oak" };

describe("the journal's Atom feed", () => {
  it("is well-formed Atom with the newest 20 posts, each with its address, date, summary and cover", () => {
    const doc = parseXml(atomFeed({ ...input, entries: Array.from({ length: 25 }, (_, i) => post(i)) }));
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.getAttribute("xml:lang")).toBe("fr");
    expect(feed.getElementsByTagNameNS(ATOM, "updated")[0]!.textContent).toBe("2026-01-30T00:00:00Z");
    const entries = [...feed.getElementsByTagNameNS(ATOM, "entry")];
    expect(entries).toHaveLength(20);
    const first = entries[0]!;
    expect(first.getElementsByTagNameNS(ATOM, "title")[0]!.textContent).toBe("Firing & glazing 0");
    expect(first.getElementsByTagNameNS(ATOM, "id")[0]!.textContent).toBe("https://oak.example/blog/post-0");
    expect(first.getElementsByTagNameNS(ATOM, "summary")[0]!.textContent).toBe("What happened in firing 0 <and> after.");
    expect(first.getElementsByTagNameNS(ATOM, "content")).toHaveLength(0);
    const enclosure = [...first.getElementsByTagNameNS(ATOM, "link")].find((l) => l.getAttribute("rel") === "enclosure")!;
    expect(enclosure.getAttribute("href")).toBe("https://oak.example/media/cover-0-1600.webp");
    expect(enclosure.getAttribute("type")).toBe("image/webp");
    expect(first.getElementsByTagNameNS("http://search.yahoo.com/mrss/", "thumbnail")[0]!.getAttribute("url")).toBe(enclosure.getAttribute("href"));
  });

  it("carries the full text when the owner chose it, its links absolute, the cover first", () => {
    const doc = parseXml(atomFeed({ ...input, entries: [post(1, { html: '<p>See <a href="/shop/mug">the mug</a> <img src="/media/a-480.webp" srcset="/media/a-480.webp 480w, /media/a-960.webp 960w"></p>' })] }));
    const content = doc.getElementsByTagNameNS(ATOM, "content")[0]!;
    expect(content.getAttribute("type")).toBe("html");
    expect(content.textContent).toBe(
      '<p><img src="https://oak.example/media/cover-1-1600.webp" alt="A kiln"></p><p>See <a href="https://oak.example/shop/mug">the mug</a> <img src="https://oak.example/media/a-480.webp" srcset="https://oak.example/media/a-480.webp 480w, https://oak.example/media/a-960.webp 960w"></p>',
    );
  });

  it("is valid with no post at all", () => {
    const doc = parseXml(atomFeed({ ...input, entries: [] }));
    expect(doc.getElementsByTagNameNS(ATOM, "entry")).toHaveLength(0);
    expect(doc.getElementsByTagNameNS(ATOM, "updated")[0]!.textContent).toBe("1970-01-01T00:00:00Z");
  });

  it("leaves other sites' links alone", () => {
    expect(absoluteLinks('<a href="//cdn.example/x">x</a><a href="https://a.example/">a</a>', "https://oak.example/")).toBe('<a href="//cdn.example/x">x</a><a href="https://a.example/">a</a>');
  });
});
