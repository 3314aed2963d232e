import type { Page } from "@playwright/test";
import siteConfig from "../../site/site.config";
import { expect, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { bar, settingsDialog } from "./fixtures/consent-page";
import { failures, tabThrough, type FocusStop } from "./fixtures/focus-indicator";
import { atBothWidths } from "./widths";

/**
 * Every control shows where keyboard focus is, with an indicator of at least 3:1 against
 * what lies beside it (WCAG 1.4.11), and is never entirely hidden by other content while
 * focused (2.4.11): each page template tabbed through from the top, and the consent bar, its
 * settings, the mobile menu, the mega menu and the lightbox while open
 * (docs/behaviour/theme.md#focus). The contrast is computed from the page's styles
 * (fixtures/focus-indicator.ts). What is seen, and what covers what, depends on the layout:
 * every walk runs at both widths, once per template or state. A journal tag page and a shop
 * category are the journal's and the shop's templates again, and the home page is walked
 * under the consent bar (a new visitor, below).
 */
const words = siteConfig.consentWords.layer1;
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960;

/** Tabs from the top of the page to its end; fails on each control whose indicator falls short. */
async function expectEveryIndicatorSeen(stops: FocusStop[], least: number) {
  expect(stops.length, `tab stops: ${stops.map((s) => s.name).join(", ")}`).toBeGreaterThanOrEqual(least);
  expect(failures(stops)).toEqual([]);
}

test.describe("a visitor who has answered", atBothWidths, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
  });

  for (const [template, path, least] of [
    ["page with a video and a map", "/about", 15],
    ["page with a form", "/contact", 20],
    ["policy page", "/privacy-policy", 25],
    ["portfolio", "/portfolio", 20],
    ["journal", "/blog", 15],
    ["post", "/blog/notes-on-celadon", 10],
    ["gallery post", "/blog/snow-a-fence-line-and-a-cold-tripod", 12],
    ["shop", "/shop", 25],
    ["product", "/shop/celadon-bottle-vase", 15],
    ["search results", "/search?q=vase", 10],
    ["not found", "/404", 10],
  ] as const) {
    test(`${template}: every control shows its focus at 3:1 and stays in sight`, async ({ page }) => {
      await page.goto(path);
      await expectEveryIndicatorSeen(await tabThrough(page), least);
    });
  }

  test("the mobile menu or the mega menu, open", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    if (isDesktop(page)) {
      // The menus' code arrives on the first reach for the header.
      await banner.getByRole("link", { name: siteConfig.name }).hover();
      await expect(page.locator(".desktop-nav[data-enhanced]")).toBeAttached();
      await page.mouse.move(0, 400);
      const toggle = banner.getByRole("button", { name: "Shop menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const inNav = (p: Page) => p.evaluate(() => Boolean(document.activeElement?.closest("nav")));
      await expectEveryIndicatorSeen(await tabThrough(page, { within: inNav }), 15);
    } else {
      await banner.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectEveryIndicatorSeen(await tabThrough(page), 10);
    }
  });

  test("the lightbox, open", async ({ page }) => {
    await page.goto("/blog/snow-a-fence-line-and-a-cold-tripod");
    await page.getByRole("region", { name: /: gallery$/ }).getByRole("link").first().click();
    const viewer = page.getByRole("dialog", { name: "Image viewer" });
    await expect(viewer).toBeVisible();
    await expect.poll(() => viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Close and zoom; the arrows too where there is a mouse.
    await expectEveryIndicatorSeen(await tabThrough(page), 2);
  });
});

test.describe("a new visitor", atBothWidths, () => {
  // The home page's own walk: every control of the page, with the bar over its foot.
  test("the consent bar and the page under it", async ({ page }) => {
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    const stops = await tabThrough(page);
    expect(stops.map((s) => s.name)).toEqual(expect.arrayContaining([`button "${words.acceptAll}"`, `button "${words.rejectAll}"`]));
    await expectEveryIndicatorSeen(stops, 30);
  });

  test("the consent settings, open", async ({ page }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: words.settings }).click();
    await expect(settingsDialog(page)).toBeVisible();
    await expectEveryIndicatorSeen(await tabThrough(page), 8);
  });
});
