import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { englishOn, wordPatterns } from "./english-words";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { fakeTag, TAG_HOST } from "./fixtures/consent-page";

/**
 * The demo in two languages (docs/decisions/046-two-languages-on-one-site.md): its French
 * edition under /fr/ speaks French on every page type, names its English original and is
 * named by it (hreflang, both ways), links to it from the header, and never leads out of
 * French but to a page that is there.
 */
const french = wordPatterns("fr");

const pageTypes = [
  { type: "home", path: "/fr/" },
  { type: "shop", path: "/fr/shop" },
  { type: "product", path: "/fr/shop/celadon-bottle-vase" },
  { type: "cart", path: "/fr/cart" },
  { type: "journal", path: "/fr/blog" },
  { type: "post", path: "/fr/blog/notes-on-celadon" },
  { type: "contact", path: "/fr/contact" },
  { type: "privacy", path: "/fr/privacy-policy" },
  { type: "search results", path: "/fr/search?q=vase" },
  { type: "not found", path: "/fr/no-such-page" },
] as const;

for (const { type, path } of pageTypes) {
  test(`French ${type}: in French, no English word of the table, no overflow, no axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await englishOn(page, french)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `French ${type}`);
  });
}

/** The page's alternates, by language. */
const alternatesOf = async (page: Page) =>
  Object.fromEntries(await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang")!, new URL(l.getAttribute("href")!).pathname])));

test("a page and its translation name each other, and the header leads from one to the other", async ({ page }, info) => {
  const isMobile = info.project.name === "mobile";
  /** The header's link to `language`: in its bar on a desktop (the code shown), in the menu on a phone (the name). */
  const linkTo = async (language: string) => {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    if (!isMobile) return page.locator(`.site-header__bar > .language-switch a[hreflang=${language}]`);
    await page.locator(".menu-toggle").first().click();
    await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "");
    return page.locator(`#mobile-menu .language-switch a[hreflang=${language}]`);
  };
  await page.goto("/about");
  expect(await alternatesOf(page)).toEqual({ en: "/about", fr: "/fr/about" });
  // The link says its language in that language.
  const toFrench = await linkTo("fr");
  await expect(toFrench).toBeVisible();
  await expect(toFrench).toHaveAccessibleName(isMobile ? "Français" : "Français FR");
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/about\/?$/);
  expect(await alternatesOf(page)).toEqual({ en: "/about", fr: "/fr/about" });
  await (await linkTo("en")).click();
  await expect(page).toHaveURL(/\/about\/?$/);
  // No cookie says the language: the address does.
  expect((await page.context().cookies()).map((c) => c.name).filter((name) => /lang/i.test(name))).toEqual([]);
});

test("the sitemaps name each page's translation, both ways, as the pages do", async ({ page }) => {
  const alternatesIn = async (sitemap: string) => {
    const xml = await (await page.request.get(sitemap)).text();
    return new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
        new URL(loc!).pathname,
        Object.fromEntries([...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, new URL(href!).pathname])),
      ]),
    );
  };
  const english = await alternatesIn("/sitemap.xml");
  const french = await alternatesIn("/fr/sitemap.xml");
  expect(english.get("/about")).toEqual({ en: "/about", fr: "/fr/about" });
  expect(french.get("/fr/about")).toEqual({ en: "/about", fr: "/fr/about" });
  expect(english.get("/care-guide")).toEqual({});
  // Every pair is named from both sides.
  const pairs = [...french].filter(([, links]) => links.en);
  expect(pairs.length).toBeGreaterThan(8);
  for (const [address, links] of pairs) expect(english.get(links.en!), address).toEqual(links);
});

test.describe("one consent choice for both languages", () => {
  // Accepting all runs the demo's analytics tag: answered by a local stand-in.
  test.use({ allowedHosts: [TAG_HOST] });

  test("made in French, the English pages do not ask again, and run what it allowed", async ({ page }) => {
    const requested = await fakeTag(page);
    // The bar in either language (its region's name is in the page's language).
    const bar = page.locator("#cookie-law-info-bar");
    const frenchWords = parse(readFileSync(new URL("../../site/content/editions/fr/settings/consent.yaml", import.meta.url), "utf8")) as { words: { layer1: { acceptAll: string } } };
    await page.goto("/fr/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await bar.getByRole("button", { name: frenchWords.words.layer1.acceptAll }).click();
    await expect(bar).toBeHidden();
    const inFrench = requested.length;
    expect(inFrench).toBeGreaterThan(0);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(bar).toBeHidden();
    await expect.poll(() => requested.length).toBeGreaterThan(inFrench);
  });
});

test("a page not yet translated names no translation, and leads to the other language's home", async ({ page }) => {
  await page.goto("/care-guide");
  expect(await alternatesOf(page)).toEqual({});
  await expect(page.locator(".language-switch a[hreflang=fr]").first()).toHaveAttribute("href", "/fr/");
  expect((await page.request.get("/fr/care-guide")).status()).toBe(404);
});

test("a piece added on an English page reads in French in the French cart, leading to its French page, and in English again in the English cart", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "one cart, at one width");
  for (const slug of ["celadon-bottle-vase", "bud-vase-trio"]) {
    await page.goto(`/shop/${slug}`);
    const form = page.getByRole("main").locator("form.buy");
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(form.getByRole("status")).toContainText("View cart");
  }
  const line = (slug: string) => page.locator(`[data-cart-lines] li[data-slug="${slug}"]`);
  await page.goto("/fr/cart");
  // Translated: its French title and page, and the line's buttons say it in French.
  await expect(line("celadon-bottle-vase").getByRole("link", { name: "Vase bouteille céladon" })).toHaveAttribute("href", "/fr/shop/celadon-bottle-vase");
  await expect(line("celadon-bottle-vase").getByRole("button", { name: "Retirer Vase bouteille céladon" })).toBeVisible();
  // Not translated yet: as in English, at its English page, which is there.
  await expect(line("bud-vase-trio").getByRole("link", { name: "Bud vase trio" })).toHaveAttribute("href", "/shop/bud-vase-trio");
  await page.goto("/cart");
  await expect(line("celadon-bottle-vase").getByRole("link", { name: "Celadon bottle vase" })).toHaveAttribute("href", "/shop/celadon-bottle-vase");
});

test("every link in the French edition stays in French, or leads to a page that is there", async ({ page }) => {
  const sitemap = await (await page.request.get("/fr/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pages.length).toBeGreaterThan(10);
  const checked = new Map<string, number>();
  const outside: string[] = [];
  for (const address of pages) {
    const html = await (await page.request.get(address)).text();
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
      const target = href!;
      if (target.startsWith("/media/")) continue;
      const english = !(target === "/fr" || target.startsWith("/fr/"));
      // Only the language link leads to English: check it is there, as every French link.
      if (english && !new RegExp(`<a [^>]*href="${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*hrefLang="en"`).test(html)) outside.push(`${address} → ${target}`);
      if (!checked.has(target)) checked.set(target, (await page.request.get(target)).status());
    }
  }
  expect(outside).toEqual([]);
  expect([...checked].filter(([, status]) => status !== 200).map(([target, status]) => `${target}: ${status}`)).toEqual([]);
  // Both languages list their sitemaps.
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  expect(robots).toMatch(/Sitemap: \S+\/fr\/sitemap\.xml/);
});

test("a French search finds a word by another of its forms, and its results stay in French", async ({ page }) => {
  // "céladons": the plural; the post and the vase say "céladon".
  await page.goto("/fr/search?q=c%C3%A9ladons");
  const results = page.locator(".search-result__title a");
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(hrefs).toContain("/fr/blog/notes-on-celadon");
  expect(hrefs.every((href) => href?.startsWith("/fr/"))).toBe(true);
});
