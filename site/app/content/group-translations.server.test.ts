import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { withContentDir } from "../source/content-dir.server";
import { groupTranslations, type ContentGroups } from "./group-translations.server";
import { languageVersions } from "./language-versions.server";

const demo = fileURLToPath(new URL("../../content", import.meta.url));
const french = path.join(demo, "editions", "fr");

describe("categories and tags in two languages (docs/decisions/046-two-languages-on-one-site.md)", () => {
  it("pair through the products and posts translated, one to one, or not at all", () => {
    const english: ContentGroups = {
      products: { mug: "Mugs and cups", cup: "Mugs and cups", vase: "Vases", jar: "Jars", bowl: "Bowls" },
      posts: { glaze: ["glazes", "celadon"], firing: ["kiln", "wood"], handle: ["process"] },
    };
    const frenchGroups: ContentGroups = {
      // Vases and jars made one category in French: neither is paired with it.
      products: { mug: "Mugs et tasses", cup: "Mugs et tasses", vase: "Vases et jarres", jar: "Vases et jarres" },
      // A translation with another number of tags says nothing of which is which.
      posts: { glaze: ["émaux", "céladon"], firing: ["four"] },
    };
    expect(Object.fromEntries(groupTranslations(english, frenchGroups))).toEqual({
      "/shop/category/mugs-and-cups": "/shop/category/mugs-et-tasses",
      "/blog/tag/glazes": "/blog/tag/emaux",
      "/blog/tag/celadon": "/blog/tag/celadon",
    });
    expect(Object.fromEntries(groupTranslations(frenchGroups, english))).toEqual({
      "/shop/category/mugs-et-tasses": "/shop/category/mugs-and-cups",
      "/blog/tag/emaux": "/blog/tag/glazes",
      "/blog/tag/celadon": "/blog/tag/celadon",
    });
  });

  it("give the demo's French category and tag pages their English pair, both ways, in the alternates and the language link", async () => {
    const pairs = [
      ["/shop/category/vases-and-jars", "/shop/category/vases-et-jarres"],
      ["/shop/category/mugs-and-cups", "/shop/category/mugs-et-tasses"],
      ["/shop/category/tableware", "/shop/category/arts-de-la-table"],
      ["/blog/tag/glazes", "/blog/tag/emaux"],
      ["/blog/tag/porcelain", "/blog/tag/porcelaine"],
      ["/blog/tag/process", "/blog/tag/savoir-faire"],
      ["/blog/tag/stoneware", "/blog/tag/gres"],
      ["/blog/tag/celadon", "/blog/tag/celadon"],
      ["/blog/tag/mugs", "/blog/tag/mugs"],
    ];
    for (const [en, fr] of pairs) {
      const fromEnglish = await withContentDir(demo, () => languageVersions(en!));
      expect(fromEnglish.map(({ language, href, same }) => [language, href, same])).toEqual([["en", en, true], ["fr", `/fr${fr}`, true]]);
      const fromFrench = await withContentDir(french, () => languageVersions(fr!));
      expect(fromFrench.map(({ language, href, same }) => [language, href, same])).toEqual([["en", en, true], ["fr", `/fr${fr}`, true]]);
    }
    // A tag no French post has still leads to the French home.
    const untranslated = await withContentDir(demo, () => languageVersions("/blog/tag/wood-firing"));
    expect(untranslated.find((v) => v.language === "fr")).toMatchObject({ href: "/fr/", same: false });
  });
});
