import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "../fixtures/consent-cookies";
import { countWord, fill } from "../../../site/app/words/word.mjs";
import { french } from "../shipped-words";
import { isLayer2Sheet } from "./layer2.config";
import { onVariant } from "./on-variant";

/**
 * Listings that page (docs/decisions/015-listings.md), on the demo with five items to a
 * page: the shop's 17 products over four pages with previous/next links in the page and
 * in the head, sorting across pages through the pre-rendered sorted copies, category and
 * tag pages reached from a product and a post. The variant is the French demo with layer 2
 * primary (layer2.config.ts), so the words expected are the French words file's
 * (site/app/words/languages/fr.ts, read through ../shipped-words.ts); the visitor has answered, which answers both layers.
 */
onVariant("layer2");

const words = french.words.listings!;
const theme = french.words.theme!;
/** "17 pièces · page 2 sur 4", as the shop's listing says it above its products. */
const countLine = (page: number) => `${countWord(words.products!, 17, "fr")} · ${fill(words.pageOf!, { page, pages: 4 })}`;
const pageLink = (page: number) => fill(words.page!, { page });

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
  // Layer 2's own stylesheet, should its floating button ask for it, does not answer: the built-in look, which axe can read.
  await page.route(isLayer2Sheet, (route) => route.fulfill({ status: 404, body: "" }));
});
// Its scans read no stylesheet (`readStylesheets: false`): axe would fetch the one that failed
// and re-create it as a style element of its own, which the site's policy refuses.

/** The sort box works once its island has hydrated (docs/decisions/009-islands.md). */
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
const pages = (page: Page) => page.getByRole("navigation", { name: /: pages$/ });
const prices = async (page: Page) =>
  (await page.locator("main .card__price").allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, "")));

test("the shop continues over pages linked in the page and in the head", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.locator("main .card")).toHaveCount(5);
  await expect(page.getByText(countLine(1))).toBeVisible();
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", "/shop/page/2");
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
  await expect(pages(page).getByRole("link", { name: pageLink(1), exact: true })).toHaveAttribute("aria-current", "page");

  await pages(page).getByRole("link", { name: `${words.next} →` }).click();
  await expect(page).toHaveURL("/shop/page/2");
  await expect(page.getByText(countLine(2))).toBeVisible();
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", "/shop");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", "/shop/page/3");
  await expect(pages(page).getByRole("link", { name: pageLink(2), exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page, "a later page of the shop", { readStylesheets: false });

  await pages(page).getByRole("link", { name: pageLink(4), exact: true }).click();
  await expect(page.locator("main .card")).toHaveCount(2);
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
});

test("sorting on any page sorts the whole shop, page after page", async ({ page }) => {
  await page.goto("/shop/page/3");
  await hydrated(page);
  await page.getByLabel(words.sortBy!).selectOption("price-asc");
  await expect(page).toHaveURL("/shop/sort/price-asc");
  await expect(page.getByLabel(words.sortBy!)).toHaveValue("price-asc");
  const all: number[] = [];
  for (let n = 1; n <= 4; n += 1) {
    if (n > 1) await pages(page).getByRole("link", { name: `${words.next} →` }).click();
    all.push(...(await prices(page)));
  }
  expect(all).toHaveLength(17);
  expect(all).toEqual([...all].sort((a, b) => a - b));
  // Back to the maker's order: the plain address.
  await hydrated(page);
  await page.getByLabel(words.sortBy!).selectOption("featured");
  await expect(page).toHaveURL("/shop");
});

test("a product links its category's listing, and a post its tags' listings", async ({ page }) => {
  await page.goto("/shop");
  await page.locator("main .card__link").first().click();
  const category = page.getByRole("navigation", { name: theme.breadcrumb }).getByRole("link").nth(1);
  const name = (await category.textContent()) ?? "";
  await category.click();
  await expect(page).toHaveURL(/\/shop\/category\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("main .card__eyebrow").first()).toHaveText(name);

  await page.goto("/blog");
  await page.locator("main .card__link").first().click();
  const tag = page.getByRole("list", { name: theme.tags }).getByRole("link").first();
  const tagName = (await tag.textContent()) ?? "";
  await tag.click();
  await expect(page).toHaveURL(/\/blog\/tag\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(words.tagTitle!, { tag: tagName }));
  await expectNoAxeViolations(page, "a tag page", { readStylesheets: false });
});
