import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { consentWordDefaults } from "../../../site/app/config/consent-words";
import { languageWordsOf } from "../../../site/app/words/languages";
import { siteWordDefaults } from "../../../site/app/words/site-words";
import { countWord } from "../../../site/app/words/word.mjs";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { onVariant } from "./on-variant";
import { repoDir, type VariantName } from "./variants";

/**
 * A site in another language shows none of the English table's words on any page type
 * (docs/decisions/039-site-words.md): the site's words and the consent words, each as a
 * whole text (`{name}` stands for any text, a count's forms each), less those its words
 * file keeps on purpose. Each page also fits the screen and passes axe. The French
 * variant is `listings` (its build is shared with the listing specs); the Arabic one is
 * right to left.
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
function wordPatterns(language: string): { english: Pattern[]; own: Pattern[] } {
  const file = languageWordsOf(language)!;
  // Cookie durations are also what the owner writes for each cookie it declares ("1 year"):
  // the page cannot tell them from the consent layers' own, so they are not looked for.
  const durations = ["policy.oneDay", "policy.days", "policy.oneYear", "policy.years"];
  const kept = new Set([...file.keepEnglish.words, ...file.keepEnglish.consentWords, ...durations]);
  const ownTables = asTables({ ...file.words, ...file.consentWords });
  const ownWords = new Set(textsOf(ownTables).flatMap(({ text }) => wordsIn(text)));
  return {
    english: patternsOf(asTables({ ...siteWordDefaults, ...consentWordDefaults }), kept, ownWords),
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
  const dir = path.join(repoDir, "site", "content");
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

async function englishOn(page: Page, { english, own }: ReturnType<typeof wordPatterns>): Promise<string[]> {
  const texts = await pageTexts(page);
  expect(texts.length).toBeGreaterThan(20);
  const left = texts.filter((text) => !owners.has(text) && !own.some((p) => p.pattern.test(text)));
  return [...new Set(left.flatMap((text) => english.filter((p) => p.pattern.test(text)).map((p) => `${p.name}: ${text}`)))];
}

const pageTypes = [
  { type: "home", path: "/" },
  { type: "shop", path: "/shop" },
  { type: "product", path: "/shop/celadon-bottle-vase" },
  { type: "cart", path: "/cart" },
  { type: "journal", path: "/blog" },
  { type: "post", path: "/blog/four-days-and-nights-the-autumn-anagama-firing" },
  { type: "contact", path: "/contact" },
  { type: "privacy", path: "/privacy-policy" },
  { type: "search results", path: "/search?q=vase" },
  { type: "search without results", path: "/search?q=zzzzqq" },
  { type: "not found", path: "/no-such-page" },
] as const;

for (const { variant, language, dir } of [
  { variant: "listings", language: "fr", dir: "ltr" },
  { variant: "arabic", language: "ar", dir: "rtl" },
] as const satisfies readonly { variant: VariantName; language: string; dir: string }[]) {
  test.describe(`the site in ${language}`, () => {
    onVariant(variant);
    const patterns = wordPatterns(language);

    for (const { type, path } of pageTypes) {
      test(`${type}: no English word of the table, no overflow, no axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        expect(await englishOn(page, patterns)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${language} ${type}`);
      });
    }

    test("the menu, the slider and the lightbox speak the language once woken", async ({ page, isMobile }) => {
      await page.goto("/shop/celadon-bottle-vase");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      if (isMobile) {
        await page.locator(".menu-toggle").first().click();
        await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "");
      }
      // The lightbox's names and messages come with its code.
      await page.locator("a[data-lightbox]").first().click();
      await expect(page.locator(".pswp")).toBeVisible();
      expect(await englishOn(page, patterns)).toEqual([]);
    });

    test("adding to the cart, the cart link's count and the cart's lines speak the language", async ({ page }) => {
      const shop = languageWordsOf(language)!.words.shop;
      await page.goto("/shop/celadon-bottle-vase");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const form = page.locator("form.buy");
      await form.getByRole("button", { name: shop.addToCart, exact: true }).click();
      await expect(form.getByRole("status")).toContainText(shop.added);
      await expect(form.getByRole("status").getByRole("link")).toHaveText(shop.viewCart);
      // The count is said in the language's plural form for one, its number as the language writes it.
      await expect(page.locator(".cart-link").first()).toHaveAttribute("aria-label", countWord(shop.cartCount, 1, language));
      await page.goto("/cart");
      await expect(page.locator("[data-cart-lines] li")).toHaveCount(1);
      expect(await englishOn(page, patterns)).toEqual([]);
    });
  });
}
