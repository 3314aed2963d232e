import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { bar, cookieMap, hydrated, OPT_OUT, WORDS } from "../fixtures/consent-page";
import { atBothWidths, atDesktopWidth } from "../widths";
import { onVariant } from "./on-variant";

/**
 * The three presentations of the consent bar as a site configures them (spec §2 and §9,
 * compat.md "Sizes"): the centred popup over a dimmed page, the corner widget, and the
 * bar at the top (in the page's flow, or fixed over the header); with the settings that
 * go with them (no show-again tab, no bar on the policy page, region-based CCPA through
 * the site's own lookup). What the bar's buttons, the CCPA controls and focus do in each
 * is the UI's and the engine's, tested beside them (packages/consent/src/layer1/ui/ui.test.ts,
 * markup.test.ts, ../layer1.test.ts).
 */

const manageTab = (page: Page) => page.getByRole("button", { name: WORDS.showAgain });

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page): Promise<Box> => (await bar(page).boundingBox())!;

/**
 * Resizes the window and waits for the bar to take its width there: at once from the
 * stylesheet, then from the sizes the page writes 500 ms after the last resize (the same
 * formulas; the debounce is ui.test.ts's).
 */
async function resizeTo(page: Page, width: number, expectedWidth: number, height = 700) {
  await page.setViewportSize({ width, height });
  await expect.poll(async () => Math.round((await box(page)).width)).toBe(expectedWidth);
}

test.describe("popup with overlay", () => {
  onVariant("popup");

  // The test sets its own window sizes: one project runs it.
  test("is centred over a dimmed page, 500 px wide above 700 px, else the window less 20, and follows a resize", atDesktopWidth, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const overlay = page.locator(".cli-overlay");
    await expect(overlay).toBeVisible();
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    for (const [width, expected] of [
      [1280, 500],
      [600, 580],
      [360, 340],
    ] as const) {
      await resizeTo(page, width, expected);
      const b = await box(page);
      expect(b.x + b.width / 2).toBeCloseTo(width / 2, 0);
      expect(b.y + b.height / 2).toBeCloseTo(700 / 2, 0);
      expect(b.height).toBeLessThanOrEqual(700 - 40);
    }
  });

  // axe's contrast and target-size rules read the popup as laid out at each width.
  test("is a modal dialog: focus moves into it on arrival and stays inside, no axe violations; once answered, the page is no longer dimmed and focus goes on from the top of the page", atBothWidths, async ({ page }) => {
    await page.goto("/");
    const popup = page.getByRole("dialog", { name: "Cookie consent" });
    await expect(popup).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await popup.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await popup.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page, "consent popup with overlay");
    // Button 1, "Accept": the categories as they stand (what it saves: layer1.test.ts).
    await popup.getByRole("button", { name: WORDS.accept, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(page.locator(".cli-overlay")).toBeHidden();
    // The popup held focus; with it gone, focus goes on from where it was in the page, not to the tab at the page's end.
    await expect(page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" })).toBeFocused();
  });
});

test.describe("corner widget", () => {
  onVariant("widget");

  // The test sets its own window sizes: one project runs it. The opt-out checkbox shows (no region known): axe sees it too.
  test("sits 15 px from the bottom-right corner, 300 px wide above 400 px, else the window less 30; it does not take focus", atDesktopWidth, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    for (const [width, expected] of [
      [1280, 300],
      [600, 300],
      [360, 330],
    ] as const) {
      await resizeTo(page, width, expected);
      const b = await box(page);
      expect(b.x + b.width).toBeCloseTo(width - 15, 0);
      expect(b.y + b.height).toBeCloseTo(700 - 15, 0);
      expect(b.height).toBeLessThanOrEqual(700 - 40);
    }
    await expectNoAxeViolations(page, "consent widget");
  });

  test("the cookie policy page it links to shows no widget (hide bar on that page), yet its manage link opens it; elsewhere it shows, and a choice leaves no tab behind", async ({ page, context }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy, "not an answer").toBeUndefined();
    await page.getByRole("link", { name: "Change your cookie choices" }).click();
    await expect(bar(page)).toBeVisible();
    await page.goto("/about");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    // The show-again tab is off in this site's settings.
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    await expect(manageTab(page)).toHaveCount(0);
  });

  // The site's region lookup is a function in its config, shipped to the browser as source text; it reads `window.__region` here.
  test("region-based CCPA: the opt-out is hidden when the site's region lookup says the visitor is outside the region", async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { __region: string }).__region = "outside"));
    await page.goto("/");
    await hydrated(page);
    await expect(bar(page).getByRole("checkbox", { name: OPT_OUT })).toHaveCount(0);
    await expect(bar(page).getByRole("button", { name: WORDS.acceptAll })).toBeVisible();
  });
});

test.describe("bar at the top", () => {
  onVariant("top-bar");

  test("sits above the header in the page's flow: nothing is covered, and it scrolls away with the page", atBothWidths, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator(".site-header");
    const b = await box(page);
    expect(b.y).toBe(0);
    expect((await header.boundingBox())!.y).toBeCloseTo(b.height, 0);
    await expectNoAxeViolations(page, "consent bar at the top");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);
    expect((await box(page)).y + b.height).toBeLessThanOrEqual(0);
    expect((await header.boundingBox())!.y, "the sticky header holds the top").toBe(0);
  });
});

test.describe("bar fixed at the top (header_fix)", () => {
  onVariant("header-fix");

  test("stays at the top over the header while the page scrolls; after a choice the tab hangs from the page's top edge, above the header", atBothWidths, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect((await box(page)).y).toBe(0);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);
    expect((await box(page)).y).toBe(0);
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    await expect(manageTab(page)).toBeVisible();
    // In the page's flow, where the bar was: it covers nothing, and the sticky header never covers it at the top.
    await page.evaluate(() => scrollTo(0, 0));
    const tab = (await manageTab(page).boundingBox())!;
    expect(tab.y).toBe(0);
    expect((await page.locator(".site-header").boundingBox())!.y).toBeGreaterThanOrEqual(tab.height - 1);
  });

  test("in-page links land below both the bar and the sticky header", atBothWidths, async ({ page }) => {
    await page.goto("/care-guide");
    await hydrated(page);
    const barHeight = (await box(page)).height;
    const headerHeight = (await page.locator(".site-header").boundingBox())!.height;
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Dishwashers" }).click();
    await expect(page).toHaveURL(/#dishwasher$/);
    // Within a pixel: the bars have fractional heights, and the page scrolls by whole device pixels.
    await expect
      .poll(() => page.locator("#dishwasher").evaluate((el, below) => Math.abs(el.getBoundingClientRect().top - below), barHeight + headerHeight))
      .toBeLessThanOrEqual(1);
  });
});
