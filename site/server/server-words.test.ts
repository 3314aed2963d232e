import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineSiteConfig } from "../app/define-site-config";
import { englishServerWords } from "../app/words/server-word-defaults.mjs";
import { serverWordsOf } from "../scripts/build/server-words";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";
import { readServerWords } from "./server-words.mjs";

const dirs: string[] = [];
/** A build folder with its client folder, and `words.json` beside it when given. */
function build(words?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "server-words-"));
  dirs.push(root);
  mkdirSync(path.join(root, "client"));
  if (words !== undefined) writeFileSync(path.join(root, SERVER_WORDS_FILE), words);
  return path.join(root, "client");
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the server's words (docs/decisions/039-site-words.md)", () => {
  it("are the build's words.json, in the site's language", () => {
    const french = serverWordsOf(defineSiteConfig({ name: "Atelier", url: "https://atelier.example", language: "fr" }));
    expect(readServerWords(build(JSON.stringify(french)))).toEqual(french);
    expect(french.forms.noSuchForm).toBe("Ce formulaire n'existe pas.");
  });

  it("fall back, for a build without words.json, on exactly what a build of an English site writes", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const dir = build();
    const english = serverWordsOf(defineSiteConfig({ name: "Studio", url: "https://studio.example" }));
    expect(readServerWords(dir)).toEqual(english);
    // English, whatever the table's defaults become: the fallback is their own module's.
    expect(englishServerWords).toEqual(english);
    readServerWords(dir);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(`${path.join(dir, "..", SERVER_WORDS_FILE)} is missing (a build older than the site's words table): the server answers in English.`);
  });

  it("name a words.json that is broken, rather than answer in words it does not have", () => {
    const broken = build("{ not json");
    expect(() => readServerWords(broken)).toThrow(new RegExp(`^${path.join(broken, "..", SERVER_WORDS_FILE).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: not valid JSON \\(.+\\); rebuild the site$`));
    expect(() => readServerWords(build(JSON.stringify({ language: "fr" })))).toThrow(/words\.json: expected \{ language, search, forms \}, as the build writes it; rebuild the site$/);
  });
});
