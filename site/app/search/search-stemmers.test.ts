import { describe, expect, it } from "vitest";
import { buildSearchFiles } from "./build-shards.server";
import type { SearchDocument } from "./search-options.mjs";
import { normalizeTerm, termProcessor } from "./search-options.mjs";
import { loadTermProcessor } from "./search-stemmers.mjs";
import { createIndexSearcher } from "./sharded-search.mjs";

const doc = (id: number, title: string, text: string): SearchDocument => ({ id, url: `/p${id}`, type: "page", title, excerpt: "", text, tags: "" });

/** An index of `docs` in `language`, searched as the browser and the server search it. */
async function searcherOf(language: string, docs: SearchDocument[]) {
  const files = buildSearchFiles(docs, { language, processTerm: await loadTermProcessor(language) });
  return createIndexSearcher({ load: async (url) => JSON.parse(files.get(url)!) });
}
const marked = (hit: { title: { text: string; match: boolean }[]; snippet: { text: string; match: boolean }[] }) =>
  [...hit.title, ...hit.snippet].filter((s) => s.match).map((s) => s.text);

describe("search in the site's language (docs/decisions/014-chunked-search.md)", () => {
  it("finds a French word by its stem: another form of the word, accents or none", async () => {
    const search = await searcherOf("fr", [doc(0, "Bols tournés à la main", "Des céramiques émaillées, brûlés au bois."), doc(1, "Le jardin", "Des fleurs.")]);
    // Neither the start of the word nor one typo away from it: only their stems meet.
    for (const query of ["tournaient", "Brûlerons", "brulerons"]) {
      const hits = await search.search(query);
      expect(hits.map((h) => h.url), query).toEqual(["/p0"]);
    }
    // The word as written in the text is the one marked.
    expect(marked((await search.search("tournaient"))[0]!)).toEqual(["tournés"]);
    // French stop words are not terms: "la" alone finds nothing.
    expect(await search.search("la")).toEqual([]);
  });

  it("finds a German word by its stem", async () => {
    const german = await loadTermProcessor("de-AT");
    expect(german("Schalen")).toBe(german("Schale"));
    const search = await searcherOf("de-AT", [doc(0, "Schalen aus Steinzeug", "Im Holzofen gebrannt."), doc(1, "Der Garten", "Blumen.")]);
    expect((await search.search("Schale")).map((h) => h.url)).toEqual(["/p0"]);
  });

  it("keeps English as it was: no stemming, English stop words, and an index that names no language is English", async () => {
    expect((await loadTermProcessor("en"))("Vases")).toBe("vases");
    expect((await loadTermProcessor())("the")).toBeNull();
    expect(normalizeTerm("Café")).toBe("cafe");
    // A language with no list of its own drops no word as a stop word.
    expect(termProcessor("es")("the")).toBe("the");
    const files = buildSearchFiles([doc(0, "Vases", "Thrown on the wheel.")]);
    expect(JSON.parse(files.get("/search-index.json")!)).toMatchObject({ language: "en" });
  });
});
