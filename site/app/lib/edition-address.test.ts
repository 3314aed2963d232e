import { describe, expect, it } from "vitest";
import { isSharedAddress, languageOfAddress, toEdition, withinEdition } from "./edition-address.mjs";

/** One rule for the pages and the server (docs/decisions/046-two-languages-on-one-site.md). */
describe("an address's edition", () => {
  it("is named by its language prefix, and shared addresses have none", () => {
    expect(languageOfAddress("/fr/about")).toBe("fr");
    expect(languageOfAddress("/fr")).toBe("fr");
    expect(languageOfAddress("/pt-br/shop")).toBe("pt-br");
    for (const address of ["/", "/about", "/fresh", "/shop/moon-jar", "/api/consent", "/media/vase-800.webp"]) expect(languageOfAddress(address), address).toBeUndefined();
    expect(isSharedAddress("/api")).toBe(true);
    expect(isSharedAddress("/apiary")).toBe(false);
  });

  it("puts a site address under the edition's prefix, once, and leaves every other address", () => {
    expect(toEdition("/shop", "/fr")).toBe("/fr/shop");
    expect(toEdition("/", "/fr")).toBe("/fr/");
    expect(toEdition("/contact?sent=contact", "/fr")).toBe("/fr/contact?sent=contact");
    expect(toEdition("/fresh", "/fr")).toBe("/fr/fresh");
    for (const kept of ["/fr/shop", "/fr", "/fr?x=1", "/media/vase-800.webp", "/api/consent", "https://example.com/shop", "//cdn.example/x.js", "#top", "mailto:mira@example.com"]) {
      expect(toEdition(kept, "/fr"), kept).toBe(kept);
    }
    expect(toEdition("/shop", "")).toBe("/shop");
  });

  it("is set aside to give the address as the site writes it, only when the address is in the edition", () => {
    expect(withinEdition("/fr/about/", "/fr")).toBe("/about/");
    expect(withinEdition("/fr", "/fr")).toBe("/");
    expect(withinEdition("/fresh", "/fr")).toBe("/fresh");
    expect(withinEdition("/about", "")).toBe("/about");
  });
});
