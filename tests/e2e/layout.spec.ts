import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "./fixtures/consent-cookies";

/**
 * Page-builder layout as a visitor sees it, at 375 px and 1280 px: spacing between
 * sections and around the table of contents, a reading measure for full-width text,
 * gallery grids without empty cells, and no doubled space above the footer.
 */

// The consent choice is already made, so the consent bar stays out of the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
});

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960;

test("a section after a coloured band keeps its own space above its heading", async ({ page }) => {
  let checked = 0;
  for (const path of ["/", "/about", "/care-guide", "/portfolio"]) {
    await page.goto(path);
    const gaps = await page.locator("main > section").evaluateAll((sections) => {
      const page = getComputedStyle(document.body).backgroundColor;
      const banded = (el: Element) => {
        const style = getComputedStyle(el);
        return style.backgroundColor !== page && style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none";
      };
      return sections.flatMap((section, i) => {
        const previous = sections[i - 1];
        const heading = section.querySelector("h2, h3");
        if (!previous || !banded(previous) || banded(section) || !heading) return [];
        return [{ heading: heading.textContent, gap: heading.getBoundingClientRect().top - section.getBoundingClientRect().top }];
      });
    });
    for (const { heading, gap } of gaps) expect(gap, `${path}: "${heading}"`).toBeGreaterThanOrEqual(40);
    checked += gaps.length;
  }
  expect(checked).toBeGreaterThanOrEqual(4);
});

test("the care guide's text keeps a reading measure, centred on wide screens", async ({ page }) => {
  await page.goto("/care-guide");
  const heading = page.getByRole("heading", { name: "Everyday use" });
  const column = heading.locator("xpath=ancestor::div[contains(@class, 'column')][1]");
  const box = (await column.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.width).toBeLessThanOrEqual(42 * 16 + 1);
  // As much room on the left as on the right: not a text block stuck to the left edge.
  expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThanOrEqual(2);
});

test("the privacy policy has as much room after its table of contents as before it", async ({ page }) => {
  await page.goto("/privacy-policy");
  const toc = (await page.getByRole("navigation", { name: "On this page" }).boundingBox())!;
  const intro = (await page.getByRole("main").locator("section").first().locator("p").last().boundingBox())!;
  const heading = (await page.getByRole("heading", { name: "Who is responsible" }).boundingBox())!;
  const above = toc.y - (intro.y + intro.height);
  const below = heading.y - (toc.y + toc.height);
  expect(below).toBeGreaterThanOrEqual(40);
  expect(Math.abs(above - below)).toBeLessThanOrEqual(16);
});

test("a gallery grid has no empty cell", async ({ page }) => {
  // The portfolio's first gallery: six images, two rows of three, three of two on phones (gallery posts lead with a slider).
  await page.goto("/portfolio");
  const grid = page.locator("ul[data-gallery]").first();
  expect(await grid.locator("li").count()).toBe(6);
  const { rows, left, right } = await grid.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const items = [...el.children].map((li) => li.getBoundingClientRect());
    const byRow = new Map<number, DOMRect[]>();
    for (const item of items) byRow.set(Math.round(item.top), [...(byRow.get(Math.round(item.top)) ?? []), item]);
    return {
      left: box.left,
      right: box.right,
      rows: [...byRow.values()].map((row) => ({ left: Math.min(...row.map((r) => r.left)), right: Math.max(...row.map((r) => r.right)) })),
    };
  });
  expect(rows.length).toBe(isDesktop(page) ? 2 : 3);
  for (const row of rows) {
    expect(Math.abs(row.left - left)).toBeLessThanOrEqual(1);
    expect(Math.abs(row.right - right)).toBeLessThanOrEqual(1);
  }
  // Every image is loaded at a size fit for its cell.
  const first = grid.locator("img").first();
  await expect(first).toHaveAttribute("sizes", /vw/);
});

test("a page that ends with a section has one section's space above the footer, not two", async ({ page }) => {
  await page.goto("/");
  const lastImage = (await page.locator("main > section").last().locator("img").last().boundingBox())!;
  const footer = (await page.getByRole("contentinfo").boundingBox())!;
  const gap = footer.y - (lastImage.y + lastImage.height);
  expect(gap).toBeGreaterThan(40);
  expect(gap).toBeLessThanOrEqual(80);
});
