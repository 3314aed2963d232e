import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, GOOGLE_TAG_URL, test, watchErrors } from "./fixtures";
import {
  acceptedWithAnalytics,
  acceptedWithBrokenRecord,
  acceptedWithoutAnalytics,
  malformed,
} from "./fixtures/consent-cookies";
import { bar, cookieMap, decodePreference, fakeTag, hydrated, scriptsSettled, settingsDialog, TAG_HOST, withCookies, WORDS } from "./fixtures/consent-page";

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
    await expect(bar(page).getByRole("button", { name: WORDS.acceptAll })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: WORDS.rejectAll })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: WORDS.settings })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: WORDS.readMore })).toHaveAttribute("href", "/privacy-policy");
    // The analytics loader is still inert; the network guard fails the test if the tag host is asked.
    await expect(page.locator('script[data-cli-script-type="analytics"]')).toHaveAttribute("type", "text/plain");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => "clarity" in window)).toBe(false);
  });

  test("reads in the studio's words, each button named for what it does, Accept and Reject of equal weight", async ({ page }) => {
    await page.goto("/");
    await expect(bar(page).getByRole("heading", { name: WORDS.heading })).toBeVisible();
    // No button is named in the copy (the plugin's "By clicking “Accept”…" beside a button called something else).
    await expect(bar(page)).not.toContainText(/By clicking/i);
    const buttons = bar(page).getByRole("button");
    await expect(buttons).toHaveText([WORDS.settings, WORDS.rejectAll, WORDS.acceptAll]);
    const look = (name: string) =>
      bar(page)
        .getByRole("button", { name })
        .evaluate((button) => {
          const style = getComputedStyle(button);
          return { color: style.color, background: style.backgroundColor, weight: style.fontWeight, size: style.fontSize, border: style.borderStyle, height: button.getBoundingClientRect().height };
        });
    expect(await look(WORDS.rejectAll)).toEqual(await look(WORDS.acceptAll));
  });

  test("has no axe violations with the bar showing", async ({ page }) => {
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await expectNoAxeViolations(page, "consent bar");
  });

  test("Reject All writes no, hides the bar and runs nothing", async ({ page, context }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("no");
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("no");
    expect(cookies["cookielawinfo-checkbox-necessary"]).toBe("yes");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => "clarity" in window)).toBe(false);
  });

  test("a keyboard visitor meets the bar right after the skip link, answers it, and focus goes on to the header, not to the page's end", async ({ page, context }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await bar(page).evaluate((b) => b.contains(document.activeElement))).toBe(true);
    const reject = bar(page).getByRole("button", { name: WORDS.rejectAll });
    for (let presses = 0; presses < 5 && !(await reject.evaluate((b) => b === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
    // The pressed button is gone; focus goes on from where the bar was, not to <body>, nor to the tab at the page's end.
    await expect(page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" })).toBeFocused();
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
  });
});

test.describe("accepting", () => {
  test.use({ allowedHosts: [TAG_HOST] });

  test("Accept All writes the plugin's cookies and activates the analytics tag", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
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

  test("settings modal: the overview cut at a word, toggles, and a save button named for what it saves", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await bar(page).getByRole("button", { name: WORDS.settings }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(WORDS.privacyOverviewTitle, { exact: true })).toBeVisible();
    const overview = dialog.locator(".cli-privacy-content");
    const short = (await overview.textContent())!;
    await dialog.getByRole("button", { name: WORDS.showMore }).click();
    await expect(dialog.getByRole("button", { name: WORDS.showLess })).toBeVisible();
    const full = (await overview.textContent())!;
    // Within 250 characters, cut after a whole word: what follows the cut in the full text is a space (or a comma and one).
    expect(short).toMatch(/\S\.\.\.$/);
    const kept = short.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(250);
    expect(full.startsWith(kept)).toBe(true);
    expect(full.slice(kept.length)).toMatch(/^[,;:]?\s/);
    // Necessary is locked on.
    await expect(dialog.getByText(WORDS.alwaysEnabled)).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Necessary" })).toHaveCount(0);
    const analytics = dialog.getByRole("switch", { name: "Analytics" });
    await expect(analytics).not.toBeChecked();
    // With every optional category off, saving keeps the necessary cookies only, and the button says so.
    await expect(dialog.getByRole("button", { name: WORDS.saveNecessaryOnly })).toBeVisible();
    await expect(dialog.getByRole("button", { name: WORDS.saveAndAccept })).toHaveCount(0);
    await analytics.check();
    await expect(analytics).toBeChecked();
    await expect(dialog.locator('[data-cli-category="analytics"]').getByText(WORDS.enabled, { exact: true })).toBeVisible();
    await expect.poll(async () => (await cookieMap(context))["cookielawinfo-checkbox-analytics"]).toBe("yes");
    await dialog.getByRole("button", { name: WORDS.saveAndAccept }).click();
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
    await bar(page).getByRole("button", { name: WORDS.settings }).click();
    const dialog = settingsDialog(page);
    const switches = dialog.getByRole("switch");
    await expect(switches).toHaveCount(4);
    await dialog.getByRole("button", { name: WORDS.enableAll }).click();
    for (const one of await switches.all()) await expect(one).toBeChecked();
    await expect(dialog.getByText(WORDS.alwaysEnabled)).toBeVisible();
    await dialog.getByRole("button", { name: WORDS.disableAll }).click();
    for (const one of await switches.all()) await expect(one).not.toBeChecked();
    await expect(dialog.getByText(WORDS.alwaysEnabled)).toBeVisible();
    await expectNoAxeViolations(page, "settings modal");
    await dialog.getByRole("button", { name: WORDS.saveNecessaryOnly }).click();
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
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
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
    await bar(page).getByRole("button", { name: WORDS.settings }).click();
    await settingsDialog(page).getByRole("switch", { name: "Analytics" }).check();
    await settingsDialog(page).getByRole("button", { name: WORDS.saveAndAccept }).click();
    await expect.poll(() => asked).toEqual([GTAG_URL]);
    const configs = () => page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((entry) => entry[0] === "config").length);
    await expect.poll(configs).toBe(1);
    // A further grant (marketing, the tag's other category) runs nothing twice.
    await page.getByRole("button", { name: WORDS.showAgain }).click();
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
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
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
    await scriptsSettled(page);
    await expect(page.locator('script[data-cli-script-type="analytics"]')).toHaveAttribute("type", "text/plain");
  });

  test("the show-again tab sits at the page's end at its x offset, and spans the window less 20 px below 300 px", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    const tab = page.getByRole("button", { name: WORDS.showAgain });
    const box = async () => (await tab.boundingBox())!;
    await expect(tab).toBeVisible();
    expect((await box()).x).toBe(100);
    // In the page's flow at its very end (so it covers nothing), not fixed over the window.
    const pageBottom = await page.evaluate(() => document.documentElement.scrollHeight - scrollY);
    expect((await box()).y + (await box()).height).toBeCloseTo(pageBottom, 0);
    const height = page.viewportSize()!.height;
    await page.setViewportSize({ width: 280, height });
    await expect.poll(async () => (await box()).width).toBe(260);
    expect((await box()).x).toBe(10);
  });

  test("the show-again tab reopens the bar", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    const tab = page.getByRole("button", { name: WORDS.showAgain });
    await expect(tab).toBeVisible();
    await tab.click();
    await expect(bar(page)).toBeVisible();
    await expect(tab).toBeHidden();
  });

  test("from the keyboard, the show-again tab moves focus into the bar and gets it back after the choice", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/");
    const tab = page.getByRole("button", { name: WORDS.showAgain });
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bar(page).getByRole("link", { name: WORDS.readMore })).toBeFocused();
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).focus();
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
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    await page.getByRole("link", { name: "Manage", exact: true }).click();
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
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
    const opener = bar(page).getByRole("button", { name: WORDS.settings });
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

  test("after saving, focus goes on to the header (the modal, the bar and its button are gone)", async ({ page }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: WORDS.settings }).click();
    const dialog = settingsDialog(page);
    await dialog.getByRole("button", { name: WORDS.saveNecessaryOnly }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" })).toBeFocused();
  });
});
