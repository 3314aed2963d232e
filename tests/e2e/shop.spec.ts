import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { atBothWidths } from "./widths";

/**
 * The shop as a visitor meets it (docs/behaviour/content.md#listings, theme.md#desktop-menus):
 * cards that look alike and cost one tab stop each, a way to each category from the shop and
 * from the mega menu, and a badge that fits on a phone.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960;
const cards = (page: Page) => page.getByRole("main").getByRole("article");

test("every card crops its photograph to the same 4 : 5 frame, with a small slider or without, and 'Sold out' stays on one line beside the price", atBothWidths, async ({ page }) => {
  await page.goto("/shop");
  const count = await cards(page).count();
  expect(count).toBe(17);
  const looks = await cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const img = article.querySelector("img")!;
      const box = img.getBoundingClientRect();
      return {
        title: article.querySelector("h2")?.textContent,
        slider: Boolean(article.querySelector("[data-slider]")),
        fit: getComputedStyle(img).objectFit,
        ratio: Math.round((box.width / box.height) * 100) / 100,
        fills: Math.abs(box.width - article.getBoundingClientRect().width) < 1,
      };
    }),
  );
  expect(looks.filter((card) => card.slider).length).toBeGreaterThan(0);
  expect(looks.filter((card) => !card.slider).length).toBeGreaterThan(0);
  for (const card of looks) expect({ title: card.title, fit: card.fit, ratio: card.ratio, fills: card.fills }).toEqual({ title: card.title, fit: "cover", ratio: 0.8, fills: true });

  await test.step("'Sold out' stays on one line beside the price", async () => {
    const badges = page.getByRole("main").getByText("Sold out", { exact: true });
    const count = await badges.count();
    expect(count).toBeGreaterThan(0);
    const lines = await badges.evaluateAll((nodes) =>
      nodes.map((badge) => {
        const range = document.createRange();
        range.selectNodeContents(badge);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines).toEqual(Array(count).fill(1));
  });
});

test("a card with a small slider is one tab stop, like any other card, and its Add to cart one more", async ({ page }) => {
  await page.goto("/shop");
  const titles = await cards(page).getByRole("heading").allTextContents();
  expect(titles.length).toBe(17);
  const withSlider = await cards(page).filter({ has: page.getByRole("region") }).count();
  expect(withSlider).toBeGreaterThan(0);
  // The card's link, then its "Add to cart" unless the piece is sold out (its card has no button, only the pill).
  const expected = (await cards(page).evaluateAll((articles) => articles.map((a) => ({ title: a.querySelector("h2")?.textContent ?? "", buy: Boolean(a.querySelector("form button:not([disabled])")) })))).flatMap(
    ({ title, buy }) => (buy ? [title, title] : [title]),
  );
  expect(expected.length).toBeGreaterThan(titles.length);
  await cards(page).first().getByRole("link", { name: titles[0] }).focus();
  const stops = [titles[0]];
  for (let i = 0; i < 3 * titles.length; i++) {
    await page.keyboard.press("Tab");
    const card = await page.evaluate(() => document.activeElement?.closest("article")?.querySelector("h2")?.textContent ?? null);
    if (card === null) break;
    stops.push(card);
  }
  expect(stops).toEqual(expected);
});

// content.spec.ts scans the listings' template with axe at both widths; this scan is of the page reached.
test("the shop leads to each category, and a category page says which one it is", async ({ page }) => {
  await page.goto("/shop");
  const categories = page.getByRole("navigation", { name: "Categories" });
  const links = categories.getByRole("link");
  await expect(links).toHaveText(["All pieces", "Mugs and cups", "Prints", "Tableware", "Vases and jars"]);
  await expect(categories.getByRole("link", { name: "All pieces" })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "Prints" }).click();
  await expect(page).toHaveURL(/\/shop\/category\/prints\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prints");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Prints" })).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(4);
  await expectNoAxeViolations(page, "a category page with its category links");
});

// The desktop's mega menu and the phone's Menu panel: each width's own menu.
test("the mega menu's column titles lead to their categories", atBothWidths, async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  if (isDesktop(page)) await banner.getByRole("button", { name: "Shop menu" }).click();
  else await banner.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = isDesktop(page) ? page.getByRole("navigation", { name: "Main" }) : page.getByRole("navigation", { name: "Mobile" });
  if (!isDesktop(page)) await menu.getByRole("button", { name: "Shop submenu" }).click();
  for (const [title, href] of [
    ["Vases and jars", "/shop/category/vases-and-jars"],
    ["Tableware", "/shop/category/tableware"],
    ["Mugs and cups", "/shop/category/mugs-and-cups"],
    ["Prints", "/shop/category/prints"],
  ] as const) {
    await expect(menu.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
  }
  await menu.getByRole("link", { name: "Tableware", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tableware");
});
