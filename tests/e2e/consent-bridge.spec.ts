import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bar, consentCommands, cookieMap, fakeTag, layer2Choice, scriptsSettled, TAG_HOST, withCookies } from "./fixtures/consent-page";

/**
 * One answer for both consent layers (docs/behaviour/consent-layer-2.md#one-answer): the
 * demo runs layer 1's bar with layer 2 silent but live, and Consent Mode. Here, what only
 * a real cookie store and a real navigator show: a visitor carrying layer 2's cookie alone
 * is not asked, and the Global Privacy Control signal answers for a new visitor. A choice
 * in the bar written in both formats is checked with the bar's Accept All and Reject All
 * (consent.spec.ts); a returning visitor with layer 1's cookies alone there too. Which of
 * two disagreeing cookies wins is core/layer2-engine.test.ts's ("two layers, one answer").
 */

// The demo's analytics tag (layer 1's `analytics`, linked to layer 2's `statistics`) runs once allowed; it is answered locally.
test.use({ allowedHosts: [TAG_HOST] });
let tagRequests: string[] = [];
test.beforeEach(async ({ page }) => {
  tagRequests = await fakeTag(page);
});
/** Layer 2's cookie exactly as the WPConsent plugin writes it (plain JSON, category slugs). */
const wpCookie = (prefs: Record<string, boolean>) => ({ name: "wpconsent_preferences", value: JSON.stringify({ essential: true, ...prefs }) });

const consentMarker = (page: Page) => page.locator("html");

test("a returning visitor with only layer 2's cookie sees no bar, gets what it allows, and layer 1's cookies are written to agree", async ({ page, context, baseURL }) => {
  await withCookies(context, [wpCookie({ statistics: true, marketing: false })], baseURL);
  await page.goto("/");
  await expect(consentMarker(page)).toHaveAttribute("data-consent", "given");
  await expect(bar(page)).toBeHidden();
  const [first] = await consentCommands(page);
  expect(first).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })]);
  await expect.poll(async () => (await cookieMap(context))["cookielawinfo-checkbox-analytics"]).toBe("yes");
  const cookies = await cookieMap(context);
  expect([cookies.viewed_cookie_policy, cookies["cookielawinfo-checkbox-advertisement"]]).toEqual(["yes", "no"]);
  await expect.poll(() => tagRequests.length, "statistics allowed: the analytics tag runs").toBeGreaterThan(0);
});

test("the Global Privacy Control signal is honoured for a new visitor: no bar, everything optional off in both formats, Consent Mode denied", async ({ page, context }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  await page.goto("/");
  await expect(consentMarker(page)).toHaveAttribute("data-consent-gpc", "");
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => layer2Choice(context)).toMatchObject({ essential: true, statistics: false, marketing: false, respect_gpc: true });
  expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
  await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })]);
  // Honoured once: the cookie it wrote answers the signal on the next page view (boot/consent-mode.test.ts, "the GPC signal at boot").
  await scriptsSettled(page);
  expect(tagRequests, "nothing optional ran").toEqual([]);
});
