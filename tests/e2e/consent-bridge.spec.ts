import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { acceptedWithAnalytics } from "./fixtures/consent-cookies";
import { bar, cookieMap, fakeTag, settingsDialog, TAG_HOST, withCookies, WORDS } from "./fixtures/consent-page";

/**
 * One answer for both consent layers (docs/behaviour/consent-layer-2.md#one-answer): the
 * demo runs layer 1's bar with layer 2 silent but live, and Consent Mode. Every
 * direction: a choice in the bar is written in layer 2's format; a visitor carrying
 * either plugin's cookie alone is not asked; when both disagree the newer wins.
 */

const WP = "wpconsent_preferences";

// The demo's analytics tag (layer 1's `analytics`, linked to layer 2's `statistics`) runs once allowed; it is answered locally.
test.use({ allowedHosts: [TAG_HOST] });
let tagRequests: string[] = [];
test.beforeEach(async ({ page }) => {
  tagRequests = await fakeTag(page);
});
/** Layer 2's cookie exactly as the WPConsent plugin writes it (plain JSON, category slugs). */
const wpCookie = (prefs: Record<string, boolean>) => ({ name: WP, value: JSON.stringify({ essential: true, ...prefs }) });

async function wp(context: BrowserContext): Promise<Record<string, boolean> | undefined> {
  const raw = (await cookieMap(context))[WP];
  return raw === undefined ? undefined : (JSON.parse(decodeURIComponent(raw)) as Record<string, boolean>);
}

/** The Consent Mode commands queued so far, as arrays (gtag's entries; the plugin's events are objects beside them). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((a): a is IArguments => Object.prototype.toString.call(a) === "[object Arguments]")
      .map((a) => [...a])
      .filter((a) => a[0] === "consent"),
  );

/** Waits until the engine has started (its writes for the page view are done). */
const started = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated") || document.readyState === "complete");

test.describe("before a choice", () => {
  test("a first page view writes no sync record; the choice does", async ({ page, context }) => {
    await page.goto("/");
    await started(page);
    await expect(bar(page)).toBeVisible();
    expect(Object.keys(await cookieMap(context))).not.toContain("vitrine_consent_sync");
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect.poll(async () => Object.keys(await cookieMap(context))).toContain("vitrine_consent_sync");
  });

  test("a link written for the plugin (.wpconsent-open-preferences) opens the settings of the bar the visitor sees", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), { className: "wpconsent-open-preferences", href: "#cookies", textContent: "Cookie preferences" });
      document.querySelector("main")!.append(link);
    });
    await page.locator("a.wpconsent-open-preferences").click();
    await expect(settingsDialog(page)).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
  });
});

test.describe("a choice in the bar", () => {
  test("Accept All is written in both formats, and Consent Mode goes from denied to granted", async ({ page, context }) => {
    await page.goto("/");
    const [first] = await consentCommands(page);
    expect(first).toEqual(["consent", "default", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied", functionality_storage: "granted", security_storage: "granted", wait_for_update: 500 })]);
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => wp(context)).toMatchObject({ essential: true, statistics: true, clarity: true, marketing: true, youtube: true, "google-maps": true });
    await expect.poll(() => consentCommands(page)).toEqual([first, ["consent", "update", expect.objectContaining({ ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" })]]);
  });

  test("Reject All is a Cancel all in layer 2's format, and the update says denied", async ({ page, context }) => {
    await page.goto("/");
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect.poll(() => wp(context)).toMatchObject({ essential: true, statistics: false, marketing: false, youtube: false });
    await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
  });
});

test.describe("a returning visitor", () => {
  test("with only layer 2's cookie sees no bar, gets what it allows, and layer 1's cookies are written to agree", async ({ page, context, baseURL }) => {
    await withCookies(context, [wpCookie({ statistics: true, marketing: false })], baseURL);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-consent", "given");
    await expect(bar(page)).toBeHidden();
    const [first] = await consentCommands(page);
    expect(first).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })]);
    await started(page);
    await expect.poll(async () => (await cookieMap(context))["cookielawinfo-checkbox-analytics"]).toBe("yes");
    const cookies = await cookieMap(context);
    expect([cookies.viewed_cookie_policy, cookies["cookielawinfo-checkbox-advertisement"]]).toEqual(["yes", "no"]);
    await expect.poll(() => tagRequests.length, "statistics allowed: the analytics tag runs").toBeGreaterThan(0);
  });

  test("with only layer 1's cookies sees no bar, and layer 2's cookie is written to agree", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithAnalytics, baseURL);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-consent", "given");
    await expect.poll(() => wp(context)).toMatchObject({ essential: true, statistics: true, marketing: false });
  });

  test("whose two cookies disagree gets the newer decision, in both formats", async ({ page, context, baseURL }) => {
    await withCookies(context, acceptedWithAnalytics, baseURL);
    await page.goto("/");
    await expect.poll(() => wp(context)).toMatchObject({ statistics: true, marketing: false });
    // Since then, a site sharing the layer-2 cookie recorded a new choice.
    await withCookies(context, [wpCookie({ statistics: false, marketing: true })], baseURL);
    await page.goto("/about");
    await expect(bar(page)).toBeHidden();
    await expect.poll(async () => (await cookieMap(context))["cookielawinfo-checkbox-advertisement"]).toBe("yes");
    expect((await cookieMap(context))["cookielawinfo-checkbox-analytics"]).toBe("no");
    // And the other way: the old site on this host wrote layer 1's cookies again.
    await withCookies(context, acceptedWithAnalytics, baseURL);
    await page.goto("/");
    await expect.poll(() => wp(context)).toMatchObject({ statistics: true, marketing: false });
  });
});

test.describe("the Global Privacy Control signal", () => {
  test("is honoured once for a new visitor: no bar, everything optional off in both formats, Consent Mode denied", async ({ page, context }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-consent-gpc", "");
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => wp(context)).toMatchObject({ essential: true, statistics: false, marketing: false, respect_gpc: true });
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
    await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
    await page.goto("/about");
    expect(tagRequests, "nothing optional ran").toEqual([]);
    await expect(page.locator("html"), "once: the stored choice answers the signal").not.toHaveAttribute("data-consent-gpc", "");
  });
});
