import { afterEach, describe, expect, it, vi } from "vitest";

/** The module reads the bundler's base once: each case imports it afresh with its own. */
async function withBase(base: string) {
  vi.stubEnv("BASE_URL", base);
  vi.resetModules();
  return import("./site-path");
}

afterEach(() => vi.unstubAllEnvs());

describe("sitePath (docs/decisions/046-two-languages-on-one-site.md)", () => {
  it("leaves every address as it is in a site's first language", async () => {
    const { sitePath } = await withBase("/");
    expect(sitePath("/shop")).toBe("/shop");
    expect(sitePath("/")).toBe("/");
  });

  it("puts a second language's pages under its prefix, and nothing else", async () => {
    const { sitePath, addressOf } = await withBase("/fr/");
    expect(sitePath("/shop")).toBe("/fr/shop");
    expect(sitePath("/")).toBe("/fr/");
    expect(sitePath("/blog/notes?page=2#top")).toBe("/fr/blog/notes?page=2#top");
    // Shared by every language, or not an address of the site.
    for (const other of ["/media/vase-800.webp", "/api/consent", "https://example.com/shop", "//cdn.example/x.js", "#top", "mailto:mira@example.com"]) {
      expect(sitePath(other)).toBe(other);
    }
    expect(addressOf(new Request("http://localhost/fr/about/"))).toBe("/about/");
    expect(addressOf(new Request("http://localhost/fr"))).toBe("/");
  });

  it("writes and reads an address as the server does: once in the edition, and only its own", async () => {
    const { sitePath, addressOf } = await withBase("/fr/");
    expect(sitePath("/fr/shop")).toBe("/fr/shop");
    expect(addressOf(new Request("http://localhost/fresh"))).toBe("/fresh");
  });

  it("sends a second language's forms and checkout to its own edition, which answers in its language", async () => {
    const { sitePath } = await withBase("/fr/");
    expect(sitePath("/forms/contact")).toBe("/fr/forms/contact");
    expect(sitePath("/checkout")).toBe("/fr/checkout");
    expect(sitePath("/checkout/request")).toBe("/fr/checkout/request");
  });
});
