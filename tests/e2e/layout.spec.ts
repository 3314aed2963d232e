import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "./fixtures/consent-cookies";
import { atBothWidths, atDesktopWidth } from "./widths";

/**
 * Page-builder layout as a visitor sees it, at 375 px and 1280 px: spacing between
 * sections and around the table of contents, a reading measure for full-width text,
 * gallery grids without empty cells, and no doubled space above the footer. Where the
 * privacy policy's contents sit is checked with the rest of that page, on the same load
 * (cookie-policy.spec.ts).
 */

// The consent choice is already made, so the consent bar stays out of the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
});

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960;

test("a section after a coloured band keeps its own space above its heading", atBothWidths, async ({ page }) => {
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

test("the care guide's text keeps a reading measure, centred on wide screens", atBothWidths, async ({ page }) => {
  await page.goto("/care-guide");
  const heading = page.getByRole("heading", { name: "Everyday use" });
  const column = heading.locator("xpath=ancestor::div[contains(@class, 'column')][1]");
  const box = (await column.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.width).toBeLessThanOrEqual(42 * 16 + 1);
  // As much room on the left as on the right: not a text block stuck to the left edge.
  expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThanOrEqual(2);
});

test("a gallery grid has no empty cell", atBothWidths, async ({ page }) => {
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

// Columns stack on phones: only a wide screen has a row to leave empty.
test("no section of content leaves an empty third on a wide screen: its columns fill the row, or sit centred", atDesktopWidth, async ({ page }) => {
  const gaps: string[] = [];
  let checked = 0;
  for (const path of ["/", "/about", "/contact", "/privacy-policy", "/portfolio", "/care-guide"]) {
    await page.goto(path);
    // A hero's headline may stand at two thirds, and a band with a photograph shows the photograph beside its text.
    const rows = await page.locator("main > section:not(.section--hero, .section--has-bg) > .section__inner").evaluateAll((inners) =>
      inners.map((inner) => {
        const style = getComputedStyle(inner);
        const box = inner.getBoundingClientRect();
        const left = box.left + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.paddingRight);
        const columns = [...inner.children].map((column) => column.getBoundingClientRect());
        return {
          section: inner.parentElement!.id || inner.querySelector("h2, h3")?.textContent || "(untitled)",
          before: Math.min(...columns.map((c) => c.left)) - left,
          after: right - Math.max(...columns.map((c) => c.right)),
        };
      }),
    );
    checked += rows.length;
    for (const row of rows) {
      const filled = row.before <= 1 && row.after <= 1;
      const centred = Math.abs(row.before - row.after) <= 1;
      if (!filled && !centred) gaps.push(`${path} #${row.section}: ${Math.round(row.before)} px empty before, ${Math.round(row.after)} px after`);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(15);
  expect(gaps).toEqual([]);
});

test("the home page: its grids of product cards end with a full row, and one section's space stands above the footer, not two", atBothWidths, async ({ page }) => {
  await page.goto("/");
  const grids = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("article") });
  const count = await grids.count();
  expect(count).toBe(2);
  for (let i = 0; i < count; i++) {
    const rows = await grids.nth(i).evaluate((list) => {
      const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
      return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((n) => n === rows[0]), `cards per row: ${rows.join(", ")}`).toBe(true);
  }

  // The page ends with a section: the space above the footer is that section's alone.
  const lastImage = (await page.locator("main > section").last().locator("img").last().boundingBox())!;
  const footer = (await page.getByRole("contentinfo").boundingBox())!;
  const gap = footer.y - (lastImage.y + lastImage.height);
  expect(gap).toBeGreaterThan(40);
  expect(gap).toBeLessThanOrEqual(80);
});
