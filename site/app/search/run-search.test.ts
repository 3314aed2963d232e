import { describe, expect, it } from "vitest";
import { fixtureContent } from "./__fixtures__/content";
import { buildSearchIndex } from "./build-index.server";
import { collectDocuments } from "./collect-documents.server";
import { highlightSegments } from "./highlight.mjs";
import { loadSearchIndex, runSearch } from "./run-search.mjs";
import { MAX_QUERY_TERMS, cleanQuery, limitQuery } from "./search-options.mjs";
import { englishSearchMessages } from "./test-words";
import type { Segment } from "./highlight.mjs";

const { cappedQueryMessage } = englishSearchMessages;

// Round-trip through JSON exactly as the browser and the server receive the file.
const file = JSON.parse(JSON.stringify(buildSearchIndex(collectDocuments(fixtureContent), { storedTextLength: 60 })));
const index = loadSearchIndex(file.index);
const plain = (segments: Segment[]) => segments.map((s) => s.text).join("");
const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);
const search = (q: string) => runSearch(index, q);

describe("collectDocuments", () => {
  it("indexes products, posts and pages with their URLs and plain body text", () => {
    const docs = collectDocuments(fixtureContent);
    expect(docs.map((d) => [d.type, d.url])).toEqual([
      ["product", "/shop/celadon-vase"],
      ["product", "/shop/ash-bowl"],
      ["post", "/blog/a-week-at-the-kiln"],
      ["page", "/about"],
    ]);
    expect(docs[0]!.text).toContain("fired to cone 10. The glaze pools in the carved lines.");
    expect(docs[0]!.text).toContain("Stoneware");
    expect(docs[0]!.tags).toBe("Vases HO-VA-001");
    expect(docs[2]!.text).toContain("A cone pack bending");
    expect(docs[3]!.text).toBe(
      "The barn The studio sits in an old hay barn near the orchard. Visitors welcome by appointment. Snow on the roof The barn in winter Get in touch",
    );
  });
});

describe("buildSearchIndex", () => {
  it("writes a versioned file whose stored text is shortened but whose words are all searchable", () => {
    expect(file.version).toBe(1);
    const stored = Object.values(file.index.storedFields as Record<string, { text: string }>);
    for (const fields of stored) expect(fields.text.length).toBeLessThanOrEqual(61);
    // "appointment" lies beyond the stored 60 characters of the about page.
    expect(search("appointment").map((h) => h.url)).toEqual(["/about"]);
  });
});

describe("runSearch", () => {
  it("puts the product first for its name and highlights the words", () => {
    const hits = search("celadon vase");
    expect(hits[0]!.url).toBe("/shop/celadon-vase");
    expect(hits[0]!.type).toBe("product");
    expect(marked(hits[0]!.title)).toEqual(["Celadon", "Vase"]);
    expect(marked(hits[0]!.snippet).map((w) => w.toLowerCase())).toContain("celadon");
  });

  it("finds posts and pages by words in their body", () => {
    expect(search("porcupine")[0]!.url).toBe("/blog/a-week-at-the-kiln");
    expect(search("orchard")[0]).toMatchObject({ url: "/about", type: "page" });
  });

  it("matches the start of a word and forgives a typo", () => {
    expect(search("cela")[0]!.url).toBe("/shop/celadon-vase");
    expect(search("porcupne")[0]!.url).toBe("/blog/a-week-at-the-kiln");
    expect(marked(search("anagma")[0]!.snippet)).toEqual(["anagama"]);
  });

  it("finds by category, tag and SKU", () => {
    expect(search("bowls")[0]!.url).toBe("/shop/ash-bowl");
    expect(search("firing")[0]!.url).toBe("/blog/a-week-at-the-kiln");
    expect(search("HO-BO-002")[0]!.url).toBe("/shop/ash-bowl");
  });

  it("forgives typos only when the words as written find nothing", () => {
    // "vase" is one letter from "case", but an exact match exists, so only vases come back.
    expect(search("vase").map((h) => h.url)).toEqual(["/shop/celadon-vase"]);
    expect(search("vasr").map((h) => h.url)).toContain("/shop/celadon-vase");
  });

  it("falls back to any word when no result has them all", () => {
    expect(search("orchard porcupine").map((h) => h.url).sort()).toEqual(["/about", "/blog/a-week-at-the-kiln"]);
  });

  it("shows the excerpt when the match is in the title only", () => {
    const hit = search("ash bowl")[0]!;
    expect(plain(hit.snippet)).toContain("wood-ash glaze");
  });

  it("returns nothing for an empty query, stop words or nonsense", () => {
    expect(search("   ")).toEqual([]);
    expect(search("the and")).toEqual([]);
    expect(search("zzqxj")).toEqual([]);
  });

  it("takes a snippet from the body when the excerpt does not match", () => {
    const hit = search("anagama")[0]!;
    expect(hit.url).toBe("/blog/a-week-at-the-kiln");
    expect(marked(hit.snippet)).toEqual(["anagama"]);
  });

  it("caps and tidies the query", () => {
    expect(cleanQuery("  celadon \n  vase ")).toBe("celadon vase");
    expect(cleanQuery("x".repeat(500))).toHaveLength(200);
  });

  it("searches at most 16 words, cutting after the last one kept, and says why", () => {
    expect(MAX_QUERY_TERMS).toBe(16);
    const words = Array.from({ length: 300 }, (_, i) => `w${i}`);
    const long = limitQuery(words.join(" "));
    expect(long).toEqual({ query: words.slice(0, 16).join(" "), capped: "terms" });
    expect(limitQuery(`${words.slice(0, 16).join(", ")},`)).toEqual({ query: `${words.slice(0, 16).join(", ")},`, capped: undefined });
    expect(limitQuery(`${words.slice(0, 17).join("/")}`)).toEqual({ query: words.slice(0, 16).join("/"), capped: "terms" });
    expect(limitQuery("tea bowl")).toEqual({ query: "tea bowl", capped: undefined });
    expect(limitQuery(`moon ${"x".repeat(300)}`)).toEqual({ query: `moon ${"x".repeat(195)}`, capped: "length" });
    expect(cappedQueryMessage(long.capped)).toBe("Your search was long, so only its first 16 words were searched.");
    expect(cappedQueryMessage("length")).toBe("Your search was long, so only its first 200 characters were searched.");
    expect(cappedQueryMessage(undefined)).toBe("");
  });

  it("limits the number of hits", () => {
    expect(runSearch(index, "glaze", { limit: 1 })).toHaveLength(1);
  });

  it("highlights with the same rules as the index", () => {
    expect(marked(highlightSegments("HO-VA-001", ["ho", "va", "001"]))).toEqual(["HO", "VA", "001"]);
  });
});
