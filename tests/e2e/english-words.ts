import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect } from "./fixtures";
import { english as englishWords, shippedWords } from "./shipped-words";

/**
 * The English table's words as a page shows them, to look for on a page of a site in
 * another language (docs/decisions/039-site-words.md): the site's words and the consent
 * words, each as a whole text (`{name}` stands for any text, a count's forms each), less
 * those its words file keeps on purpose, and less the owner's own texts of the demo.
 */

type Pattern = { name: string; pattern: RegExp };

/** What a `{name}` stands for: a number for a count or a position, else any text that does not start or end with a space. */
const NUMBER_NAMES = new Set(["count", "index", "total", "first", "last", "page", "pages", "max", "length"]);
const placeholder = (name: string) => (NUMBER_NAMES.has(name) ? "[\\d\\s.,\u202f\u00a0\u0660-\u0669]+" : "\\S(?:.*\\S)?");

const textsOf = (tables: Record<string, Record<string, unknown>>) =>
  Object.entries(tables).flatMap(([ns, words]) =>
    Object.entries(words).flatMap(([key, word]) => (typeof word === "string" ? [word] : Object.values(word as Record<string, string>)).map((text) => ({ name: `${ns}.${key}`, text }))),
  );
const wordsIn = (text: string) => text.replace(/\{\w+\}/g, " ").toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * Each word of a table as a whole-text pattern (a count's forms each), less the names in
 * `kept`. A word around a text of the page's own (`{category} cookies`) is looked for only
 * when it has a word the language does not also use ("cookies" is French too).
 */
function patternsOf(tables: Record<string, Record<string, unknown>>, kept: Set<string> = new Set(), ownWords: Set<string> = new Set()): Pattern[] {
  return textsOf(tables)
      .filter(({ name }) => !kept.has(name))
      .filter(({ text }) => text.trim() !== "")
      .filter(({ text }) => !/\{(?!count|index|total|first|last|page|pages|max|length)\w+\}/.test(text) || wordsIn(text).some((w) => !ownWords.has(w)))
      .map(({ name, text }) => ({
        name,
        pattern: new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, n: string) => placeholder(n))}$`),
      }));
}

const asTables = (value: unknown) => value as Record<string, Record<string, unknown>>;

/** The English table's words, and the language's own (a text that is one of those is no English left over). */
export function wordPatterns(language: string): { english: Pattern[]; own: Pattern[] } {
  const file = shippedWords(language);
  // Cookie durations are also what the owner writes for each cookie it declares ("1 year"):
  // the page cannot tell them from the consent layers' own, so they are not looked for.
  const durations = ["policy.oneDay", "policy.days", "policy.oneYear", "policy.years"];
  const kept = new Set([...file.keepEnglish.words, ...file.keepEnglish.consentWords, ...durations]);
  const ownTables = asTables({ ...file.words, ...file.consentWords });
  const ownWords = new Set(textsOf(ownTables).flatMap(({ text }) => wordsIn(text)));
  return {
    english: patternsOf(asTables({ ...englishWords.words, ...englishWords.consentWords }), kept, ownWords),
    own: patternsOf(ownTables),
  };
}

/**
 * The owner's own texts: every string of the demo's content (pages, blocks, posts, products),
 * cut at Markdown's marks, which the variants leave in English ("The pages' content stays the
 * demo's"). A page text that is one of them is the owner's to translate, not a word of the
 * table left over, though it may read the same ("Your name" of the contact form, "Browse the
 * shop" of the home page's button).
 */
function ownerTexts(): Set<string> {
  const dir = fileURLToPath(new URL("../../site/content", import.meta.url));
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const folder of ["pages", "blocks", "posts", "products"]) {
    for (const file of readdirSync(path.join(dir, folder))) {
      const text = readFileSync(path.join(dir, folder, file), "utf8");
      if (file.endsWith(".yaml")) collect(parse(text));
      else if (file.endsWith(".md")) strings.push(text);
    }
  }
  return new Set(strings.flatMap((text) => text.split(/\*\*|__|[*_`#>[\]()\n]/).map((part) => part.replace(/\s+/g, " ").trim())).filter(Boolean));
}

/** Every text node and accessible name or hint on the page, each whole, into shadow roots; not code (a cookie's name is no word). */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent!.replace(/\s+/g, " ").trim();
        const parent = node.parentElement?.localName;
        if (text && parent !== "style" && parent !== "script" && parent !== "code") texts.push(text);
        return;
      }
      if (node instanceof Element) {
        for (const name of ["aria-label", "title", "alt", "placeholder"]) {
          const value = node.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
        if (node.shadowRoot) walk(node.shadowRoot);
      }
      node.childNodes.forEach(walk);
    };
    walk(document.documentElement);
    texts.push(document.title);
    return texts;
  });

/** The English words found on the page, by name: "theme.menu: Menu". */
const owners = ownerTexts();

export async function englishOn(page: Page, { english, own }: ReturnType<typeof wordPatterns>): Promise<string[]> {
  const texts = await pageTexts(page);
  expect(texts.length).toBeGreaterThan(20);
  const left = texts.filter((text) => !owners.has(text) && !own.some((p) => p.pattern.test(text)));
  return [...new Set(left.flatMap((text) => english.filter((p) => p.pattern.test(text)).map((p) => `${p.name}: ${text}`)))];
}

