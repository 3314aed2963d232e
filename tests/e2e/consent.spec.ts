import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, GOOGLE_TAG_URL, test } from "./fixtures";
import { acceptedWithAnalytics, acceptedWithoutAnalytics } from "./fixtures/consent-cookies";
import {
  bar,
  consentCommands,
  cookieMap,
  decodePreference,
  fakeTag,
  hydrated,
  layer2Choice,
  scriptsSettled,
  settingsDialog,
  TAG_HOST,
  withCookies,
  WORDS,
} from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * Layer-1 consent bar (spec §2, §4; compat.md "Layer 1") in a real page: one path per
 * answer, from the first frame to the cookies and the scripts. What the bar, its settings
 * and the engine do on their own (each cookie permutation, unreadable cookies, the tab's
 * keyboard path, the modal's focus trap) is tested beside the code in packages/consent
 * (layer1.test.ts, ui/ui.test.ts, boot/boot.test.ts, codecs/cookielawinfo.test.ts).
 */

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

/** Whether the analytics tag's loader ran (it defines `window.clarity`). */
const clarityRan = (page: Page) => page.evaluate(() => "clarity" in window);

const homeLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" });

test.describe("new visitor", () => {
  test("sees the bar from the first frame; Reject All writes no in both formats, hides it and runs nothing", async ({ page, context }) => {
    await recordFirstFrame(page);
    await page.goto("/");
    await test.step("the bar, before anything ran", async () => {
      expect(await firstFrame(page)).toBe("block");
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole("button", { name: WORDS.acceptAll })).toBeVisible();
      await expect(bar(page).getByRole("button", { name: WORDS.rejectAll })).toBeVisible();
      await expect(bar(page).getByRole("button", { name: WORDS.settings })).toBeVisible();
      await expect(bar(page).getByRole("link", { name: WORDS.readMore })).toHaveAttribute("href", "/privacy-policy");
      // The analytics loader is still inert; the network guard fails the test if the tag host is asked.
      await expect(page.locator('script[data-cli-script-type="analytics"]')).toHaveAttribute("type", "text/plain");
      await scriptsSettled(page);
      expect(await clarityRan(page)).toBe(false);
    });
    await test.step("Reject All", async () => {
      await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
      await expect(bar(page)).toBeHidden();
      const cookies = await cookieMap(context);
      expect(cookies.viewed_cookie_policy).toBe("no");
      expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("no");
      expect(cookies["cookielawinfo-checkbox-necessary"]).toBe("yes");
      // Layer 2's format says Cancel all too (docs/behaviour/consent-layer-2.md#one-answer), and Consent Mode stays denied.
      await expect.poll(() => layer2Choice(context)).toMatchObject({ essential: true, statistics: false, marketing: false, youtube: false });
      await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
      await scriptsSettled(page);
      expect(await clarityRan(page)).toBe(false);
    });
  });

  test("a keyboard visitor meets the bar right after the skip link, answers it, and focus goes on to the header, not to the page's end", async ({ page, context }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    // The bar's first control: the link that says what the question is about.
    await expect(bar(page).getByRole("link", { name: WORDS.readMore })).toBeFocused();
    const reject = bar(page).getByRole("button", { name: WORDS.rejectAll });
    for (let presses = 0; presses < 5 && !(await reject.evaluate((b) => b === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
    // The pressed button is gone; focus goes on from where the bar was, not to <body>, nor to the tab at the page's end.
    await expect(homeLink(page)).toBeFocused();
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
  });

  // Axe's layout rules (contrast, target size) and the buttons' heights depend on the width.
  test("the bar and its settings as laid out at this width: the studio's words, Accept and Reject of equal weight, no axe violations", atBothWidths, async ({ page }) => {
    await page.goto("/");
    await test.step("the bar", async () => {
      await expect(bar(page).getByRole("heading", { name: WORDS.heading })).toBeVisible();
      // No button is named in the copy (the plugin's "By clicking “Accept”…" beside a button called something else).
      await expect(bar(page)).not.toContainText(/By clicking/i);
      await expect(bar(page).getByRole("button")).toHaveText([WORDS.settings, WORDS.rejectAll, WORDS.acceptAll]);
      const look = (name: string) =>
        bar(page)
          .getByRole("button", { name })
          .evaluate((button) => {
            const style = getComputedStyle(button);
            return { color: style.color, background: style.backgroundColor, weight: style.fontWeight, size: style.fontSize, border: style.borderStyle, height: button.getBoundingClientRect().height };
          });
      expect(await look(WORDS.rejectAll)).toEqual(await look(WORDS.acceptAll));
      await expectNoAxeViolations(page, "consent bar");
    });
    await test.step("the settings, opened from the keyboard", async () => {
      const opener = bar(page).getByRole("button", { name: WORDS.settings });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = settingsDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expectNoAxeViolations(page, "settings modal");
      for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus stays in the settings after ${key}`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
});

test.describe("accepting", () => {
  test.use({ allowedHosts: [TAG_HOST] });

  test("Accept All writes the choice in both formats and runs the analytics tag; Consent Mode goes from denied to granted", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    const [first] = await consentCommands(page);
    expect(first).toEqual(["consent", "default", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied", functionality_storage: "granted", security_storage: "granted", wait_for_update: 500 })]);
    // A first page view writes no record of which layer wrote last: only a choice does.
    expect(Object.keys(await cookieMap(context))).not.toContain("vitrine_consent_sync");
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ necessary: true, functional: true, analytics: true, performance: true, advertisement: true });
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toContain(`https://${TAG_HOST}/tag/`);
    await expect(page.locator('script[data-cli-consent="accepted"]')).toHaveCount(1);
    await expect.poll(() => layer2Choice(context)).toMatchObject({ essential: true, statistics: true, clarity: true, marketing: true, youtube: true, "google-maps": true });
    await expect.poll(async () => Object.keys(await cookieMap(context))).toContain("vitrine_consent_sync");
    await expect
      .poll(() => consentCommands(page))
      .toEqual([first, ["consent", "update", expect.objectContaining({ ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" })]]);
  });

  test("a returning plugin visitor with analytics allowed sees no bar from the first frame, gets the tag, and layer 2's cookie is written to agree", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithAnalytics, baseURL);
    const requested = await fakeTag(page);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await recordFirstFrame(page);
    await page.goto("/");
    expect(await firstFrame(page)).toBe("none");
    await expect(bar(page)).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-consent", "given");
    await expect.poll(() => requested.length).toBe(1);
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
    await expect.poll(() => layer2Choice(context)).toMatchObject({ essential: true, statistics: true, marketing: false });
    // Activation replaced the blocked tag before hydration; the page must still hydrate cleanly.
    expect(pageErrors).toEqual([]);
  });
});

test.describe("the settings, and the demo's Google tag under statistics and marketing", () => {
  test.use({ allowedHosts: [TAG_HOST, new URL(GOOGLE_TAG_URL).hostname] });

  test("in the settings, allowing Analytics and saving runs the analytics tag and the demo's Google tag, once; a later Accept All runs neither again", async ({ page, context }) => {
    const requested = await fakeTag(page);
    const asked: string[] = [];
    await page.route(`${GOOGLE_TAG_URL.split("?")[0]}**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: "application/javascript", body: "window.__gtagLoads = (window.__gtagLoads || 0) + 1;" });
    });
    await page.goto("/");
    await test.step("before consent the Google tag's two scripts wait, and its host is not asked", async () => {
      await expect(page.locator('script[data-wpconsent-name="google-tag"]')).toHaveCount(2);
      await hydrated(page);
      await scriptsSettled(page);
      await expect(page.locator('script[data-wpconsent-name="google-tag"][type="text/plain"]')).toHaveCount(2);
      expect(asked).toEqual([]);
    });
    await test.step("Analytics switched on and saved", async () => {
      await bar(page).getByRole("button", { name: WORDS.settings }).click();
      const dialog = settingsDialog(page);
      const analytics = dialog.getByRole("switch", { name: "Analytics" });
      await expect(analytics).not.toBeChecked();
      // With every optional category off, saving keeps the necessary cookies only, and the button says so.
      await expect(dialog.getByRole("button", { name: WORDS.saveNecessaryOnly })).toBeVisible();
      await analytics.check();
      await expect.poll(async () => (await cookieMap(context))["cookielawinfo-checkbox-analytics"], "a switch saves its category at once").toBe("yes");
      await dialog.getByRole("button", { name: WORDS.saveAndAccept }).click();
      await expect(dialog).toBeHidden();
      await expect(bar(page)).toBeHidden();
      const cookies = await cookieMap(context);
      expect(cookies.viewed_cookie_policy).toBe("yes");
      expect(cookies["cookielawinfo-checkbox-performance"]).toBe("no");
      expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ necessary: true, analytics: true, performance: false });
      await expect.poll(() => requested.length).toBe(1);
      // Layer 1's Analytics is layer 2's statistics (the category map): allowing it unlocks the Google tag.
      await expect.poll(() => asked).toEqual([GOOGLE_TAG_URL]);
    });
    const configs = () => page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((entry) => entry[0] === "config").length);
    await expect.poll(configs).toBe(1);
    await test.step("a further grant (marketing, the Google tag's other category) runs nothing twice", async () => {
      await page.getByRole("button", { name: WORDS.showAgain }).click();
      await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
      await expect(bar(page)).toBeHidden();
      await scriptsSettled(page);
      expect(requested).toHaveLength(1);
      expect(asked).toHaveLength(1);
      expect(await configs()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __gtagLoads: number }).__gtagLoads)).toBe(1);
    });
  });
});

test.describe("privacy policy", () => {
  test("links written for either plugin reopen the bar or its settings, and the delete link erases the choice", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    const answer = async () => {
      await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
      await expect(bar(page)).toBeHidden();
    };
    await test.step("the page's own link, written in Markdown (class cli_manage_current_consent)", async () => {
      await page.getByRole("link", { name: "Change your cookie choices" }).click();
      await expect(bar(page)).toBeVisible();
      await answer();
    });
    await test.step("links an author wrote for either plugin", async () => {
      await page.evaluate(() => {
        // At the top of the content, clear of the show-again tab.
        (document.querySelector("main") ?? document.body).insertAdjacentHTML(
          "afterbegin",
          '<p><a href="#" class="wt-cli-manage-consent-link">Manage</a> <a href="#cookies" class="wpconsent-open-preferences">Cookie preferences</a></p>',
        );
      });
      await page.getByRole("link", { name: "Manage", exact: true }).click();
      await expect(bar(page)).toBeVisible();
      await answer();
      // Layer 2's link opens the settings of the bar the visitor sees, and is not followed.
      await page.getByRole("link", { name: "Cookie preferences" }).click();
      await expect(settingsDialog(page)).toBeVisible();
      expect(new URL(page.url()).hash).toBe("");
      await page.keyboard.press("Escape");
      await expect(settingsDialog(page)).toBeHidden();
    });
    await test.step("the delete link", async () => {
      await context.addCookies([{ name: "_clck", value: "visitor-1", url: baseURL! }, { name: "_gcl_au", value: "campaign-1", url: baseURL! }]);
      await page.getByRole("link", { name: "Delete your cookie choices" }).click();
      await expect.poll(async () => (await cookieMap(context)).viewed_cookie_policy).toBeUndefined();
      // compat.md: the consent cookie and the non-necessary cookies go; the preferences are
      // regenerated from the category states, merged into the record like the plugin does.
      const cookies = await cookieMap(context);
      expect(cookies._clck).toBeUndefined();
      expect(cookies._gcl_au).toBeUndefined();
      expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ ver: "1", necessary: true, functional: false, analytics: false, performance: false, advertisement: false });
      // Without a consent cookie the bar shows, at once and on the next page view.
      await expect(bar(page)).toBeVisible();
      await page.reload();
      await expect(bar(page)).toBeVisible();
    });
  });
});
