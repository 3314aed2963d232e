// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fixtureContent } from "./__fixtures__/content";
import { buildSearchIndex } from "./build-index.server";
import { collectDocuments } from "./collect-documents.server";
import { escapeHtml, injectSearchFallback, renderResultsHtml } from "./render-results-html.mjs";
import { loadSearchIndex, runSearch } from "./run-search.mjs";
import { englishSearchMessages as messages } from "./test-words";

const index = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(collectDocuments(fixtureContent)).index)));
const browse = [{ label: "Shop", href: "/shop" }, { label: "Journal", href: "/blog" }];

function render(query: string) {
  const html = renderResultsHtml({ query, hits: runSearch(index, query), browse, messages });
  return { html, doc: new DOMParser().parseFromString(`<body>${html}</body>`, "text/html") };
}

const page =
  '<!DOCTYPE html><html><head><title>Search — Hollow &amp; Oak</title></head><body><main>' +
  '<noscript data-search-fallback=""><div class="search-page__fallback"><h1>Search</h1></div></noscript>' +
  "</main></body></html>";

describe("renderResultsHtml", () => {
  it("lists hits with a linked, highlighted title, a type label and a snippet", () => {
    const { doc } = render("celadon");
    const items = [...doc.querySelectorAll(".search-results > li")];
    expect(items[0]!.querySelector("h2 a")!.getAttribute("href")).toBe("/shop/celadon-vase");
    expect(items[0]!.querySelector("h2 mark")!.textContent).toBe("Celadon");
    expect(items[0]!.querySelector(".search-result__type")!.textContent).toBe("Product");
    expect(items[0]!.querySelector(".search-result__snippet mark")).not.toBeNull();
    expect(doc.querySelector("h1")!.textContent).toBe("Search results for “celadon”");
    expect(doc.querySelector('[role="status"]')!.textContent).toBe("2 results for “celadon”: 1 product, 1 journal post.");
  });

  it("keeps the query in a labelled search box", () => {
    const { doc } = render("ash bowl");
    const input = doc.querySelector<HTMLInputElement>('form[role="search"] input[name="q"]')!;
    expect(input.value).toBe("ash bowl");
    expect(doc.querySelector(`label[for="${input.id}"]`)!.textContent).toBe("Search the site");
  });

  it("shows suggestions and sections to browse when nothing matches", () => {
    const { doc } = render("zzqxj");
    expect(doc.querySelector('[role="status"]')!.textContent).toBe("No results for “zzqxj”.");
    expect(doc.querySelector(".search-results")).toBeNull();
    expect([...doc.querySelectorAll(".search-empty__links a")].map((a) => a.getAttribute("href"))).toEqual(["/shop", "/blog"]);
  });

  it("escapes a query that carries markup, everywhere it appears", () => {
    const query = '<script>alert("x")</script>"><img src=x onerror=alert(1)>';
    const { html, doc } = render(query);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(doc.querySelector("script, img")).toBeNull();
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe(query);
    expect(doc.querySelector("h1")!.textContent).toBe(`Search results for “${query}”`);
  });
});

describe("injectSearchFallback", () => {
  it("replaces the noscript with a visible served-results block, and the title, escaping the query", () => {
    const query = "</title><script>x</script>";
    const out = injectSearchFallback(page, { query, resultsHtml: "<p>RESULTS</p>", messages });
    expect(out).toContain('<div data-search-served=""><p>RESULTS</p></div>');
    expect(out).not.toContain("<noscript");
    expect(out).not.toContain("<h1>Search</h1>");
    expect(out).toContain(`<title>Search results for “${escapeHtml(query)}” — Hollow &amp; Oak</title>`);
    expect(out).not.toContain("<script>");
  });

  it("keeps the site name after the query when the query holds a NUL character", () => {
    const out = injectSearchFallback(page, { query: "a\u0000b", resultsHtml: "", messages });
    expect(out).toContain("<title>Search results for “a\u0000b” — Hollow &amp; Oak</title>");
  });

  it("leaves a page without the marker as it was", () => {
    expect(injectSearchFallback("<title>Other</title>", { query: "x", resultsHtml: "y", messages })).toBe("<title>Other</title>");
  });
});
