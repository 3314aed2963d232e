import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureContent } from "../app/search/__fixtures__/content";
import { buildSearchFiles } from "../app/search/build-shards.server";
import { collectDocuments } from "../app/search/collect-documents.server";
import { createSearchFallback, type SearchFallback } from "./search-fallback.mjs";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";
import { englishServerWords } from "../scripts/build/server-words";
import { fill } from "../app/words/word.mjs";

/** What the page says, in the English words the build wrote beside it. */
const said = englishServerWords.search;

const page =
  "<!DOCTYPE html><html><head><title>Search — Hollow Oak Studio</title></head><body><main>" +
  '<noscript data-search-fallback=""><p>EMPTY</p></noscript></main></body></html>';

let fallback: SearchFallback;

beforeAll(() => {
  // A build: its pages in client/, the server's words beside them.
  const build = mkdtempSync(path.join(tmpdir(), "search-fallback-"));
  writeFileSync(path.join(build, SERVER_WORDS_FILE), JSON.stringify(englishServerWords));
  const root = path.join(build, "client");
  mkdirSync(path.join(root, "search"), { recursive: true });
  writeFileSync(path.join(root, "search", "index.html"), page);
  const files = buildSearchFiles(collectDocuments(fixtureContent), { browse: [{ label: "Shop", href: "/shop" }] });
  for (const [address, text] of files) {
    mkdirSync(path.dirname(path.join(root, address)), { recursive: true });
    writeFileSync(path.join(root, address), text);
  }
  fallback = createSearchFallback({ root });
});

afterAll(() => fallback.close());

describe("search fallback", () => {
  it("puts the results for q into the page in place of the noscript, and the query into the title", async () => {
    const html = (await fallback.render("celadon vase"))!;
    expect(html).toContain(`<title>${fill(said.resultsFor, { query: "celadon vase" })} — Hollow Oak Studio</title>`);
    expect(html).toMatch(/<div data-search-served=""><div class="search-page__fallback">.*<\/div><\/main>/s);
    expect(html).not.toContain("<noscript");
    expect(html).toContain('<a href="/shop/celadon-vase"><mark>Celadon</mark> <mark>Vase</mark></a>');
    expect(html).not.toContain("EMPTY");
  });

  it("escapes a query carrying a script", async () => {
    const html = (await fallback.render("<script>alert(1)</script>"))!;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("has nothing to add without a query", async () => {
    expect(await fallback.render(undefined)).toBeUndefined();
    expect(await fallback.render("   ")).toBeUndefined();
    expect(await fallback.render({ nested: "object" })).toBeUndefined();
  });

  it("shows the no-results state with sections to browse", async () => {
    const html = (await fallback.render("zzqxj"))!;
    expect(html).toContain(fill(said.noResults, { query: "zzqxj" }));
    expect(html).toContain('<a href="/shop">Shop</a>');
  });

  it("searches only the first 16 words of a long query, and says so", async () => {
    const words = Array.from({ length: 300 }, (_, i) => `w${i}`);
    const html = (await fallback.render(["celadon vase", ...words.slice(0, 30)].join(" ")))!;
    expect(html).toContain(fill(said.resultsFor, { query: `celadon vase ${words.slice(0, 14).join(" ")}` }));
    expect(html).not.toContain(words[14]);
    expect(html).toContain(fill(said.cappedTerms, { count: 16 }));
    const short = (await fallback.render("celadon vase"))!;
    expect(short).not.toContain(fill(said.cappedTerms, { count: 16 }));
  });

  it("answers with the plain page (the browser searches) while too many searches wait", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => fallback.render(`celadon vase ${i}`)));
    expect(answers.filter((html) => html === undefined)).toHaveLength(4);
    expect(answers.slice(0, 8).every((html) => html?.includes("data-search-served"))).toBe(true);
    expect(await fallback.render("celadon")).toContain("data-search-served");
  });

  it("uses the first q when the parameter repeats", async () => {
    expect(await fallback.render(["orchard", "kiln"])).toContain(fill(said.resultsFor, { query: "orchard" }));
  });

  it("has nothing to add without a query", async () => {
    expect(await fallback.render([])).toBeUndefined();
    expect(await fallback.render("   ")).toBeUndefined();
  });
});
