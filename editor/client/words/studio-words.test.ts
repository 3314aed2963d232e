import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { area, countWord, fill, languageNameOf, setStudioLanguage, STUDIO_LANGUAGES, studioDirection, wordsOf, type AreaWords, type Table, type Word } from "./studio-words";

/** Every area's table (docs/behaviour/page-builder.md#the-studios-language), found by its file, so a new area is checked too. */
const areas = Object.entries(import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./studio-words.ts"], { eager: true })).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, table]) => [`${file} ${name}`, table as AreaWords<Table>] as const),
);

const names = (word: Word) => [...new Set((typeof word === "string" ? [word] : Object.values(word)).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

afterEach(() => setStudioLanguage("en"));

describe("the studio's words", () => {
  it("fall back to English word by word where a language lacks one", () => {
    const table = area({ save: "Save", saved: "Saved {title}." }, { fr: { save: "Enregistrer" }, de: {}, ar: {} });
    expect(wordsOf(table, "fr")).toEqual({ save: "Enregistrer", saved: "Saved {title}." });
    expect(wordsOf(table, "fr-CA").save).toBe("Enregistrer");
    // A language the studio has no words for at all: English throughout.
    expect(wordsOf(table, "ja")).toEqual({ save: "Save", saved: "Saved {title}." });
    setStudioLanguage("fr");
    expect(wordsOf(table).save).toBe("Enregistrer");
  });

  it("speak each language the site has words for, and right to left in Arabic", () => {
    const siteLanguages = readdirSync(path.join(import.meta.dirname, "../../../site/app/words/languages"))
      .filter((file) => /^[a-z]{2,3}\.ts$/.test(file))
      .map((file) => file.slice(0, -3));
    expect([...STUDIO_LANGUAGES].sort()).toEqual(["en", ...siteLanguages].sort());
    expect(studioDirection("ar")).toBe("rtl");
    expect(studioDirection("fr")).toBe("ltr");
  });

  it("have no word in any language that English lacks, each with English's blanks and a count's forms where English counts", () => {
    expect(areas.length).toBeGreaterThan(1);
    // @ts-expect-error: a word English lacks is refused before any test runs.
    area({ save: "Save" }, { fr: { sve: "Enregistrer" }, de: {}, ar: {} });
    for (const [name, table] of areas) {
      for (const language of STUDIO_LANGUAGES.filter((l) => l !== "en")) {
        const own = table[language] as Record<string, Word>;
        expect(Object.keys(own).filter((key) => !(key in table.en)), `${name} ${language}`).toEqual([]);
        for (const [key, word] of Object.entries(own)) {
          const english = table.en[key]!;
          expect(typeof word, `${name} ${language} ${key}`).toBe(typeof english);
          expect(names(word), `${name} ${language} ${key}`).toEqual(names(english));
        }
      }
    }
  });

  it("fill in names and counts as the owner's language writes them", () => {
    expect(fill("Saved {title}, {typo}.", { title: "Vase" })).toBe("Saved Vase, {typo}.");
    const pieces = { one: "{count} piece", other: "{count} pieces" };
    expect(countWord(pieces, 1)).toBe("1 piece");
    expect(countWord(pieces, 1200)).toBe("1,200 pieces");
    expect(countWord({ one: "{count} pièce", other: "{count} pièces" }, 1200, {}, "fr")).toBe("1\u202f200 pièces");
    expect(countWord({ one: "one", two: "two", few: "few", other: "other" }, 2, {}, "ar")).toBe("two");
    expect(languageNameOf("fr", false, "fr")).toBe("français");
    expect(languageNameOf("fr", true, "de")).toBe("Französisch");
  });
});
