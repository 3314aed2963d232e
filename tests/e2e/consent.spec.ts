import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, GOOGLE_TAG_URL, test, watchErrors } from "./fixtures";
import {
  acceptedWithAnalytics,
  acceptedWithBrokenRecord,
  acceptedWithoutAnalytics,
  malformed,
} from "./fixtures/consent-cookies";
import { bar, cookieMap, decodePreference, fakeTag, hydrated, scriptsSettled, settingsDialog, TAG_HOST, withCookies } from "./fixtures/consent-page";

/** Layer-1 consent bar (spec §2, §4; compat.md "Layer 1"). */

/** Records the bar's display in the first frame that renders it (no-flash check). */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const check = () => {
      const el = document.getElementById("cookie-law-info-bar");
      if (!el) return void requestAnimationFrame(check);
      (window as unknown as { __barFirstFrame: string }).__barFirstFrame = getComputedStyle(el).display;
    };
    requestAnimationFrame(check);
  });
}

const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __barFirstFrame?: string }).__barFirstFrame).then((h) => h.jsonValue());

test.describe("new visitor", () => {
  test("sees the bar in the first frame and nothing leaves the site", async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto("/");
    expect(await firstFrame(page)).toBe("block");
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Accept All" })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Reject All" })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Cookie Settings" })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Read our cookie policy" })).toHaveAttribute("href", "/privacy-policy");
    // The analytics loader is still inert; the network guard fails the test if the tag host is asked.
    await expect(page.locator('script[data-cli-script-type="analytics"]')).toHaveAttribute("type", "text/plain");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => "clarity" in window)).toBe(false);
  });

  test("has no axe violations with the bar showing", async ({ page }) => {
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await expectNoAxeViolations(page, "consent bar");
  });

  test("Reject All writes no, hides the bar and runs nothing", async ({ page, context }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: "Reject All" }).click();
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("no");
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("no");
    expect(cookies["cookielawinfo-checkbox-necessary"]).toBe("yes");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => "clarity" in window)).toBe(false);
  });

  test("a keyboard visitor meets the bar right after the skip link, answers it, and focus lands on the Manage consent tab", async ({ page, context }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await bar(page).evaluate((b) => b.contains(document.activeElement))).toBe(true);
    const reject = bar(page).getByRole("button", { name: "Reject All" });
    for (let presses = 0; presses < 5 && !(await reject.evaluate((b) => b === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
    // The pressed button is gone; focus goes where the bar now lives, not to <body>.
    await expect(page.getByRole("button", { name: "Manage consent" })).toBeFocused();
  });
});

test.describe("accepting", () => {
  test.use({ allowedHosts: [TAG_HOST] });

  test("Accept All writes the plugin's cookies and activates the analytics tag", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await bar(page).getByRole("button", { name: "Accept All" }).click();
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({
      necessary: true,
      functional: true,
      analytics: true,
      performance: true,
      advertisement: true,
    });
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toContain(`https://${TAG_HOST}/tag/`);
    await expect(page.locator('script[data-cli-consent="accepted"]')).toHaveCount(1);
  });

  test("settings modal: toggles and Save & Accept", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await bar(page).getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Privacy Overview")).toBeVisible();
    await dialog.getByRole("button", { name: "Show more" }).click();
    await expect(dialog.getByRole("button", { name: "Show less" })).toBeVisible();
    // Necessary is locked on.
    await expect(dialog.getByText("Always Enabled")).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Necessary" })).toHaveCount(0);
    const analytics = dialog.getByRole("switch", { name: "Analytics" });
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await expect(analytics).toBeChecked();
    await expect(dialog.locator('[data-cli-category="analytics"]').getByText("Enabled", { exact: true })).toBeVisible();
    await expect.poll(async () => (await cookieMap(context))["cookielawinfo-checkbox-analytics"]).toBe("yes");
    await dialog.getByRole("button", { name: "Save & Accept" }).click();
    await expect(dialog).toBeHidden();
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-performance"]).toBe("no");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ analytics: true, performance: false, necessary: true });
    await expect.poll(() => requested.length).toBe(1);
  });

  test("settings modal: Enable all and Disable all switch every category but Necessary", async ({ page, context }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = settingsDialog(page);
    const switches = dialog.getByRole("switch");
    await expect(switches).toHaveCount(4);
    await dialog.getByRole("button", { name: "Enable all" }).click();
    for (const one of await switches.all()) await expect(one).toBeChecked();
    await expect(dialog.getByText("Always Enabled")).toBeVisible();
    await dialog.getByRole("button", { name: "Disable all" }).click();
    for (const one of await switches.all()) await expect(one).not.toBeChecked();
    await expect(dialog.getByText("Always Enabled")).toBeVisible();
    await expectNoAxeViolations(page, "settings modal");
    await dialog.getByRole("button", { name: "Save & Accept" }).click();
    const cookies = await cookieMap(context);
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ necessary: true, functional: false, analytics: false, performance: false, advertisement: false });
  });

  test("a returning plugin visitor with analytics allowed sees no bar and gets the tag", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithAnalytics, baseURL);
    const requested = await fakeTag(page);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await recordFirstFrame(page);
    await page.goto("/");
    expect(await firstFrame(page)).toBe("none");
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => requested.length).toBe(1);
    await expect(page.getByRole("button", { name: "Manage consent" })).toBeVisible();
    // Activation replaced the blocked tag before hydration; the page must still hydrate cleanly.
    expect(pageErrors).toEqual([]);
  });
});

test.describe("the demo's Google tag, under statistics and marketing", () => {
  const GTAG_URL = GOOGLE_TAG_URL;
  test.use({ allowedHosts: [TAG_HOST, new URL(GTAG_URL).hostname] });

  test("asks nothing of its host before consent; loads once, and configures once, after statistics is allowed", async ({ page }) => {
    await fakeTag(page);
    const asked: string[] = [];
    await page.route(`${GTAG_URL.split("?")[0]}**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: "application/javascript", body: "window.__gtagLoads = (window.__gtagLoads || 0) + 1;" });
    });
    await page.goto("/");
    await expect(page.locator('script[data-wpconsent-name="google-tag"]')).toHaveCount(2);
    await hydrated(page);
    await scriptsSettled(page);
    await expect(page.locator('script[data-wpconsent-name="google-tag"][type="text/plain"]')).toHaveCount(2);
    expect(asked).toEqual([]);
    // Layer 1's Analytics is layer 2's statistics (the category map): allowing it unlocks the tag.
    await bar(page).getByRole("button", { name: "Cookie Settings" }).click();
    await settingsDialog(page).getByRole("switch", { name: "Analytics" }).check();
    await settingsDialog(page).getByRole("button", { name: "Save & Accept" }).click();
    await expect.poll(() => asked).toEqual([GTAG_URL]);
    const configs = () => page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((entry) => entry[0] === "config").length);
    await expect.poll(configs).toBe(1);
    // A further grant (marketing, the tag's other category) runs nothing twice.
    await page.getByRole("button", { name: "Manage consent" }).click();
    await bar(page).getByRole("button", { name: "Accept All" }).click();
    await expect(bar(page)).toBeHidden();
    await scriptsSettled(page);
    expect(asked).toHaveLength(1);
    expect(await configs()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __gtagLoads: number }).__gtagLoads)).toBe(1);
  });
});

test.describe("returning visitors", () => {
  test("analytics off: no bar, no tag", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await recordFirstFrame(page);
    await page.goto("/");
    expect(await firstFrame(page)).toBe("none");
    await expect(bar(page)).toBeHidden();
    await page.waitForTimeout(500);
    await expect(page.locator('script[data-cli-script-type="analytics"]')).toHaveAttribute("type", "text/plain");
  });

  test("malformed cookies are each logged and ignored, and the bar shows", async ({ page, context, baseURL }) => {
    const errors = watchErrors(page);
    await withCookies(context, malformed, baseURL);
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Consent: ignored the viewed_cookie_policy cookie/),
        expect.stringMatching(/^Consent: ignored the CookieLawInfoConsent cookie/),
      ]),
    );
  });

  test("an answer of yes with an unreadable preference record: the record is logged and ignored, the answer and the category cookies still count", async ({ page, context, baseURL }) => {
    const errors = watchErrors(page);
    await withCookies(context, acceptedWithBrokenRecord, baseURL);
    await page.goto("/");
    await hydrated(page);
    // Read by the boot script and again by the engine: each says what it ignored, and only that.
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(/^Consent: ignored the CookieLawInfoConsent cookie/);
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Manage consent" })).toBeVisible();
    await scriptsSettled(page);
    await expect(page.locator('script[data-cli-script-type="analytics"]')).toHaveAttribute("type", "text/plain");
  });

  test("the Manage consent tab sits at its x offset, and spans the window less 20 px below 300 px", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    const tab = page.getByRole("button", { name: "Manage consent" });
    const box = async () => (await tab.boundingBox())!;
    await expect(tab).toBeVisible();
    expect((await box()).x).toBe(100);
    const height = page.viewportSize()!.height;
    expect((await box()).y + (await box()).height).toBeCloseTo(height, 0);
    await page.setViewportSize({ width: 280, height });
    await expect.poll(async () => (await box()).width).toBe(260);
    expect((await box()).x).toBe(10);
  });

  test("the show-again tab reopens the bar", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    const tab = page.getByRole("button", { name: "Manage consent" });
    await expect(tab).toBeVisible();
    await tab.click();
    await expect(bar(page)).toBeVisible();
    await expect(tab).toBeHidden();
  });

  test("from the keyboard, the show-again tab moves focus into the bar and gets it back after the choice", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    const tab = page.getByRole("button", { name: "Manage consent" });
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bar(page).getByRole("link", { name: "Read our cookie policy" })).toBeFocused();
    await bar(page).getByRole("button", { name: "Reject All" }).focus();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeHidden();
    await expect(tab).toBeFocused();
  });

  test("manage-consent links reopen the bar and the delete link erases the choice", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    await expect(bar(page)).toBeHidden();
    await hydrated(page);
    await page.evaluate(() => {
      // At the top of the content, clear of the fixed show-again tab.
      (document.querySelector("main") ?? document.body).insertAdjacentHTML(
        "afterbegin",
        '<p><a href="#" class="cli_manage_current_consent">Change consent</a> <a href="#" class="wt-cli-manage-consent-link">Manage</a> <a href="#" class="cookielawinfo-cookie-delete">Delete consent</a></p>',
      );
    });
    await page.getByRole("link", { name: "Change consent" }).click();
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole("button", { name: "Reject All" }).click();
    await expect(bar(page)).toBeHidden();
    await page.getByRole("link", { name: "Manage", exact: true }).click();
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole("button", { name: "Reject All" }).click();
    await expect(bar(page)).toBeHidden();
    await context.addCookies([{ name: "_clck", value: "visitor-1", url: baseURL! }, { name: "_gcl_au", value: "campaign-1", url: baseURL! }]);
    await page.getByRole("link", { name: "Delete consent" }).click();
    await expect.poll(async () => (await cookieMap(context)).viewed_cookie_policy).toBeUndefined();
    // compat.md: the consent cookie and the non-necessary cookies go; the preferences are
    // regenerated from the category states, merged into the record like the plugin does.
    const cookies = await cookieMap(context);
    expect(cookies._clck).toBeUndefined();
    expect(cookies._gcl_au).toBeUndefined();
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({
      ver: "1",
      necessary: true,
      functional: false,
      analytics: false,
      performance: false,
      advertisement: false,
    });
    // Without a consent cookie the bar shows, at once and on the next page view.
    await expect(bar(page)).toBeVisible();
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});

test.describe("privacy policy", () => {
  test("its manage-consent and delete links, written in Markdown, work", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    await page.getByRole("link", { name: "Change your cookie choices" }).click();
    await expect(bar(page)).toBeVisible();
    await page.getByRole("link", { name: "Delete your cookie choices" }).click();
    await expect.poll(async () => (await cookieMap(context)).viewed_cookie_policy).toBeUndefined();
    await expect(bar(page)).toBeVisible();
  });
});

test.describe("settings modal", () => {
  test("traps focus, closes on Escape and returns focus; no axe violations", async ({ page }) => {
    await page.goto("/");
    const opener = bar(page).getByRole("button", { name: "Cookie Settings" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expectNoAxeViolations(page, "settings modal");
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("after Save & Accept, focus goes to the Manage consent tab (the bar and its button are gone)", async ({ page }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = settingsDialog(page);
    await dialog.getByRole("button", { name: "Save & Accept" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Manage consent" })).toBeFocused();
  });
});
