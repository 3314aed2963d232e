import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { bar, cookieMap, decodePreference, fakeTag, hydrated, OPT_OUT, scriptsSettled, settingsDialog, WORDS } from "../fixtures/consent-page";
import { onVariant } from "./on-variant";

/**
 * The three presentations of the consent bar as a site configures them (spec §2 and §9,
 * compat.md "Sizes"): the centred popup over a dimmed page, the corner widget, and the
 * bar at the top (in the page's flow, or fixed over the header); with the settings that
 * go with them (button 1, no show-again tab, no bar on the policy page, region-based
 * CCPA, the opt-out link).
 */

/** Size tests set their own window sizes, so one project runs them. */
const sizesOnce = (info: TestInfo) => test.skip(info.project.name !== "desktop", "the test sets its own window sizes");
const manageTab = (page: Page) => page.getByRole("button", { name: WORDS.showAgain });

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page): Promise<Box> => (await bar(page).boundingBox())!;

/**
 * Resizes the window and waits for the bar to take its new width; resolves how long after
 * the last resize event it changed (compat.md: recompute on resize, debounced 500 ms), or
 * null when the width was already right.
 */
async function resizeTo(page: Page, width: number, expectedWidth: number, height = 700): Promise<number | null> {
  const before = Math.round((await box(page)).width);
  await page.evaluate(() => {
    const w = window as unknown as { __resizedAt: number; __barWidth: [number, number][] };
    w.__barWidth = [];
    addEventListener("resize", () => (w.__resizedAt = performance.now()));
    new ResizeObserver(([entry]) => w.__barWidth.push([performance.now(), entry!.borderBoxSize[0]!.inlineSize])).observe(
      document.getElementById("cookie-law-info-bar")!,
    );
  });
  await page.setViewportSize({ width, height });
  if (before === expectedWidth) {
    await page.waitForTimeout(700);
    expect(Math.round((await box(page)).width)).toBe(expectedWidth);
    return null;
  }
  await expect.poll(async () => Math.round((await box(page)).width), { timeout: 3000 }).toBe(expectedWidth);
  return page.evaluate((expected) => {
    const w = window as unknown as { __resizedAt: number; __barWidth: [number, number][] };
    const changed = w.__barWidth.find(([, size]) => Math.round(size) === expected)![0];
    return changed - w.__resizedAt;
  }, expectedWidth);
}

test.describe("popup with overlay", () => {
  onVariant("popup");

  test("is centred over a dimmed page, 500 px wide above 700 px, else the window less 20, and follows a resize after 500 ms", async ({ page }, info) => {
    sizesOnce(info);
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
      const delay = await resizeTo(page, width, expected);
      if (delay !== null) expect(delay, `resize to ${width}: debounced`).toBeGreaterThanOrEqual(490);
      const b = await box(page);
      expect(b.x + b.width / 2).toBeCloseTo(width / 2, 0);
      expect(b.y + b.height / 2).toBeCloseTo(700 / 2, 0);
      expect(b.height).toBeLessThanOrEqual(700 - 40);
    }
  });

  test("is a modal dialog: focus moves into it on arrival and stays inside; no axe violations", async ({ page }) => {
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
  });

  test("reopened from a manage-consent link, it takes focus and gives it back to the link after the choice", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() =>
      document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<p><a href="#" class="cli_manage_current_consent">Change consent</a></p>'),
    );
    const link = page.getByRole("link", { name: "Change consent" });
    await link.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog", { name: "Cookie consent" });
    await expect(popup).toBeFocused();
    await popup.getByRole("button", { name: WORDS.rejectAll }).focus();
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("Accept (button 1) saves the categories as they stand: the defaults and what the visitor switched", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    const settingsButton = bar(page).getByRole("button", { name: WORDS.settings });
    await settingsButton.click();
    const dialog = settingsDialog(page);
    await expect(dialog.getByRole("switch", { name: "Functional" })).toBeChecked();
    await dialog.getByRole("switch", { name: "Analytics" }).check();
    // Closed without Save & Accept: the switch stays as set, the question stays open.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(settingsButton).toBeFocused();
    await expect(page.locator(".cli-overlay")).toBeVisible();

    await bar(page).getByRole("button", { name: WORDS.accept, exact: true }).click();
    await expect(bar(page)).toBeHidden();
    await expect(page.locator(".cli-overlay")).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({
      necessary: true,
      functional: true,
      analytics: true,
      performance: false,
      advertisement: false,
    });
    await expect.poll(() => requested.length).toBe(1);
    // The popup held focus; with it gone, focus goes on from where it was in the page, not to the tab at the page's end.
    await expect(page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" })).toBeFocused();
  });
});

test.describe("corner widget", () => {
  onVariant("widget");

  test("sits 15 px from the bottom-right corner, 300 px wide above 400 px, else the window less 30; it does not take focus", async ({ page }, info) => {
    sizesOnce(info);
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

  test("with the show-again tab off, a choice leaves no tab behind", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    await expect(manageTab(page)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    await expect(manageTab(page)).toHaveCount(0);
  });

  test("the cookie policy page it links to shows no widget (hide bar on that page), yet its manage link opens it", async ({ page, context }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy, "not an answer").toBeUndefined();
    await page.getByRole("link", { name: "Change your cookie choices" }).click();
    await expect(bar(page)).toBeVisible();
    await page.goto("/about");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
  });

  for (const [region, shown] of [
    ["outside", false],
    ["inside", true],
    [undefined, true],
  ] as const) {
    test(`region-based CCPA: the opt-out ${shown ? "shows" : "is hidden"} when the region lookup says ${region ?? "nothing (unknown)"}`, async ({ page }) => {
      if (region) await page.addInitScript((r) => ((window as unknown as { __region: string }).__region = r), region);
      await page.goto("/");
      await hydrated(page);
      const optOut = bar(page).getByRole("checkbox", { name: OPT_OUT });
      if (shown) await expect(optOut).toBeVisible();
      else await expect(optOut).toHaveCount(0);
      await expect(bar(page).getByRole("button", { name: WORDS.acceptAll })).toBeVisible();
    });
  }
});

test.describe("bar at the top", () => {
  onVariant("top-bar");

  test("sits above the header in the page's flow: nothing is covered, and it scrolls away with the page", async ({ page }) => {
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

  test("CCPA beside GDPR, the opt-out link: Confirm records the opt-out and the bar still waits for an answer", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    const prompts: string[] = [];
    page.once("dialog", (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await bar(page).getByRole("button", { name: OPT_OUT }).click();
    await expect.poll(async () => decodePreference((await cookieMap(context)).CookieLawInfoConsent)).toMatchObject({ ccpaOptout: true });
    expect(prompts).toEqual(["Do you really wish to opt out?"]);
    await expect(bar(page)).toBeVisible();
    expect((await cookieMap(context)).viewed_cookie_policy).toBeUndefined();

    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect(bar(page)).toBeHidden();
    expect(decodePreference((await cookieMap(context)).CookieLawInfoConsent)).toMatchObject({ ccpaOptout: true, analytics: true });
    await scriptsSettled(page);
    expect(requested, "the opt-out keeps the tag blocked").toEqual([]);
  });
});

test.describe("bar fixed at the top (header_fix)", () => {
  onVariant("header-fix");

  test("stays at the top over the header while the page scrolls; after a choice the tab hangs from the page's top edge, above the header", async ({ page }) => {
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

  test("in-page links land below both the bar and the sticky header", async ({ page }) => {
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
