import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { englishOn, wordPatterns } from "./english-words";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { fakeTag, TAG_HOST } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * The demo in two languages (docs/decisions/046-two-languages-on-one-site.md): its French
 * edition under /fr/ speaks French on every page type as it runs, links to its English
 * original from the header, shares one consent choice and one cart with it. Each French
 * template is scanned at both widths (longer words, another layout). What the built pages
 * say of each other (their language, hreflang both ways, in the sitemaps too, links that
 * stay in French) is checked over the build in built-pages.spec.ts.
 */
const french = wordPatterns("fr");

type PageType = { type: string; path: string; also?: (page: Page) => Promise<void> };

const pageTypes: PageType[] = [
  { type: "home", path: "/fr/" },
  { type: "shop", path: "/fr/shop" },
  { type: "product", path: "/fr/shop/celadon-bottle-vase" },
  { type: "cart", path: "/fr/cart" },
  { type: "journal", path: "/fr/blog" },
  { type: "post", path: "/fr/blog/notes-on-celadon" },
  { type: "contact", path: "/fr/contact" },
  { type: "privacy", path: "/fr/privacy-policy" },
  {
    type: "search results",
    // "céladons": the plural; the post and the vase say "céladon".
    path: "/fr/search?q=c%C3%A9ladons",
    also: async (page) => {
      await test.step("a French search finds a word by another of its forms, and its results stay in French", async () => {
        const results = page.locator(".search-result__title a");
        await expect(results.first()).toBeVisible();
        const hrefs = await results.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
        expect(hrefs).toContain("/fr/blog/notes-on-celadon");
        expect(hrefs.every((href) => href?.startsWith("/fr/"))).toBe(true);
      });
    },
  },
  { type: "not found", path: "/fr/no-such-page" },
];

for (const { type, path, also } of pageTypes) {
  test(`French ${type}: in French, no English word of the table, no overflow, no axe violation`, atBothWidths, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // The hydrated page, the consent bar's shadow root with it: what the build output cannot show.
    expect(await englishOn(page, french)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `French ${type}`);
    await also?.(page);
  });
}

// The header's language link is in its bar on a wide screen and in the menu on a phone: both widths.
test("a page and its translation name each other, and the header leads from one to the other", atBothWidths, async ({ page }) => {
  const isMobile = page.viewportSize()!.width < 960;
  /** The header's link to `language`: in its bar on a desktop (the code shown), in the menu on a phone (the name). */
  const linkTo = async (language: string) => {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    if (!isMobile) return page.locator(`.site-header__bar > .language-switch a[hreflang=${language}]`);
    await page.locator(".menu-toggle").first().click();
    await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "");
    return page.locator(`#mobile-menu .language-switch a[hreflang=${language}]`);
  };
  await page.goto("/about");
  // The link says its language in that language.
  const toFrench = await linkTo("fr");
  await expect(toFrench).toBeVisible();
  await expect(toFrench).toHaveAccessibleName(isMobile ? "Français" : "Français FR");
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/about\/?$/);
  await (await linkTo("en")).click();
  await expect(page).toHaveURL(/\/about\/?$/);
  // No cookie says the language: the address does.
  expect((await page.context().cookies()).map((c) => c.name).filter((name) => /lang/i.test(name))).toEqual([]);
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

test("a piece added on an English page reads in French in the French cart, leading to its French page, and in English again in the English cart", async ({ page }) => {
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
