import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { failures, tabThrough, type FocusStop } from "../fixtures/focus-indicator";
import { atBothWidths } from "../widths";
import { french } from "../shipped-words";
import { isLayer2Sheet } from "./layer2.config";
import { onVariant } from "./on-variant";

/**
 * Layer 2's banner, preferences and floating button, in their shadow root, show keyboard
 * focus at 3:1 against what lies beside it like every other control (docs/behaviour/theme.md#focus;
 * the measure: fixtures/focus-indicator.ts). The variant speaks French: controls are named by the French words file's words.
 */
const words = french.consentWords.layer2;
const banner = (page: Page) => page.getByRole("region", { name: words.bannerLabel }).or(page.getByRole("dialog", { name: words.bannerLabel }));
const preferences = (page: Page) => page.getByRole("dialog", { name: words.preferencesTitle });

function expectEveryIndicatorSeen(stops: FocusStop[], names: string[]) {
  expect(stops.map((s) => s.name)).toEqual(expect.arrayContaining(names));
  expect(failures(stops)).toEqual([]);
}

// An indicator is judged against what lies beside it, and whether a bar or the header covers it, as laid out at each width.
test.describe("layer 2 in its shadow root", atBothWidths, () => {
  onVariant("layer2");
  // The site's stylesheet does not answer: the built-in look is the one judged.
  test.beforeEach(async ({ page }) => void (await page.route(isLayer2Sheet, (route) => route.fulfill({ status: 404, body: "" }))));

  test("the banner", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expectEveryIndicatorSeen(await tabThrough(page), [`button "${words.acceptAll}"`, `button "${words.preferences}"`]);
  });

  test("the preferences", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: words.preferences }).click();
    await expect(preferences(page)).toBeVisible();
    const stops = await tabThrough(page);
    expect(stops.length).toBeGreaterThanOrEqual(6);
    expect(failures(stops)).toEqual([]);
  });

  test("the floating button, after a choice", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: words.acceptAll }).click();
    await expect(page.getByRole("button", { name: words.floatingLabel })).toBeVisible();
    await page.goto("/404");
    expectEveryIndicatorSeen(await tabThrough(page), [`button "${words.floatingLabel}"`]);
  });
});
