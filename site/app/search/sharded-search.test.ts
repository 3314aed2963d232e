import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { readContent } from "~/content/content-store.server";
import { buildSearchFiles } from "./build-shards.server";
import { buildSearchIndex } from "./build-index.server";
import { collectDocuments } from "./collect-documents.server";
import { loadSearchIndex, runSearch, type SearchHit } from "./run-search.mjs";
import { SEARCH_INDEX_PATH } from "./search-options.mjs";
import { indexableContent } from "../content/search-documents.server";
import { createIndexSearcher, shardKey, withinEdits, type IndexSearcher } from "./sharded-search.mjs";

/**
 * The chunked index must answer exactly as the whole index did (ADR 014): same hits,
 * same order, same highlights, scores equal to rounding, for the demo site's content.
 */
const demoContent = fileURLToPath(new URL("../../content", import.meta.url));

const QUERIES = [
  "Tenmoku tea bowl", "oystercatchers", "apprenticeship", "vase", "celadon vase", "vas", "glaze",
  "porcelain bowl", "mug", "prints edition", "wood ash", "tenmokku", "celadn vsae", "oystercatcher",
  "qwzxv", "kiln firing notes", "HO-PL-501", "café", "the", "a", "<b>vase</b>", "€48",
];

let whole: ReturnType<typeof loadSearchIndex>;
let files: Map<string, string>;
let fetched: string[];
let sharded: IndexSearcher;

beforeAll(async () => {
  const store = await readContent(demoContent);
  const docs = collectDocuments(indexableContent(store));
  whole = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(docs).index)));
  files = buildSearchFiles(docs);
  fetched = [];
  sharded = await createIndexSearcher({
    load: async (url) => {
      fetched.push(url);
      const text = files.get(url);
      if (text === undefined) throw new Error(`no file ${url}`);
      return JSON.parse(text);
    },
  });
});

const withoutScore = (hits: SearchHit[]) => hits.map(({ score: _score, ...rest }) => rest);

describe("the chunked search index", () => {
  it("finds what the whole index finds, in the same order, for the demo's queries", async () => {
    for (const query of QUERIES) {
      const expected = runSearch(whole, query);
      const actual = await sharded.search(query);
      expect(actual.map((h) => h.url), query).toEqual(expected.map((h) => h.url));
      expect(withoutScore(actual), query).toEqual(withoutScore(expected));
      // Frequencies are stored to three decimals: scores agree to a thousandth.
      actual.forEach((hit, i) => expect(Math.abs(hit.score / expected[i]!.score - 1), query).toBeLessThan(1e-3));
    }
  });

  it("fetches the entry point, the shards of the query's words and the shown results only", async () => {
    fetched.length = 0;
    const fresh = await createIndexSearcher({ load: async (url) => (fetched.push(url), JSON.parse(files.get(url)!)) });
    const hits = await fresh.search("oystercatchers");
    expect(hits.length).toBeGreaterThan(0);
    const shards = fetched.filter((u) => u.includes("/t/"));
    expect(fetched[0]).toBe(SEARCH_INDEX_PATH);
    expect(shards).toEqual([expect.stringMatching(/^\/search-index\/[0-9a-f]{12}\/t\/oy\.json$/)]);
    expect(fetched.filter((u) => u.includes("/d/"))).toHaveLength(hits.length);
    expect(fetched.filter((u) => u.includes("/v/"))).toEqual([]);
  });

  it("shows the first hits before the rest, counting every hit by type from the start", async () => {
    const staged = await createIndexSearcher({ load: async (url) => JSON.parse(files.get(url)!), firstBatch: 2 });
    const stages: { hits: SearchHit[]; counted: { type: string }[] }[] = [];
    await staged.searchInStages("vase", (stage) => stages.push(stage));
    const all = await sharded.search("vase");
    expect(all.length).toBeGreaterThan(2);
    expect(stages.map((s) => s.hits.length)).toEqual([2, all.length]);
    expect(stages[0]!.hits).toEqual(all.slice(0, 2));
    expect(stages[1]!.hits).toEqual(all);
    for (const stage of stages) expect(stage.counted).toEqual(all.map((h) => ({ type: h.type })));
    // Few enough hits come in one stage.
    const single: number[] = [];
    await staged.searchInStages("oystercatchers", (stage) => single.push(stage.hits.length));
    expect(single).toHaveLength(1);
  });

  it("names its files by a hash of their content, and only the entry point keeps its name", () => {
    const names = [...files.keys()];
    expect(names.filter((n) => !n.startsWith("/search-index/"))).toEqual([SEARCH_INDEX_PATH]);
    const manifest = JSON.parse(files.get(SEARCH_INDEX_PATH)!);
    expect(names.filter((n) => n !== SEARCH_INDEX_PATH).every((n) => n.startsWith(manifest.base))).toBe(true);
  });
});

describe("shard keys and edit distance", () => {
  it("groups terms by their first two characters", () => {
    expect(shardKey("vase")).toBe("va");
    expect(shardKey("ok")).toBe("ok");
    expect(shardKey("日本語")).toBe("日本");
  });

  it("measures edits with an early stop", () => {
    expect(withinEdits("vase", "vsae", 2)).toBe(true);
    expect(withinEdits("vase", "vsae", 1)).toBe(false);
    expect(withinEdits("celadon", "celadn", 1)).toBe(true);
    expect(withinEdits("kiln", "kilns", 1)).toBe(true);
    expect(withinEdits("kiln", "glaze", 2)).toBe(false);
  });
});
