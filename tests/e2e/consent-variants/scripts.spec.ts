import type { Page } from "@playwright/test";
import { answerGoogleTag, expect, GOOGLE_TAG_HOST, test } from "../fixtures";
import { acceptedAll, acceptedFunctionalAndPerformance, rejected } from "../fixtures/consent-cookies";
import { bar, cookieMap, decodePreference, fakeTag, hydrated, scriptsSettled, TAG_HOST, withCookies, WORDS } from "../fixtures/consent-page";
import { onVariant } from "./on-variant";
import { ADS_HOST, COUNTER_HOST, recordRun, SCANNER_VALUE, STATS_HOST, VITALS_HOST } from "./scripts.config";

/**
 * Blocked scripts (compat.md "Blocked script markup" and "Activation"; spec §4 "Blocked
 * scripts are re-created with a runnable type only when consent is yes and their category
 * is allowed"): a site with scripts in every category, and visitors carrying the WordPress
 * plugin's cookies get exactly the scripts their choice allows, one after another in
 * document order, each where its position says, followed by the synthetic
 * DOMContentLoaded (triggerDomRefresh).
 */

// The counter is a layer-2 service's script (layer2-scripts.spec.ts); here it is left unanswered.
onVariant("scripts", [ADS_HOST, STATS_HOST, VITALS_HOST, COUNTER_HOST]);

const EVERY_SCRIPT = [
  "necessary-inline",
  "functional-inline",
  "analytics-external",
  "performance-module",
  "advertisement-external",
  "functional-body",
  "functional-dom-refresh",
];

/** The external scripts' hosts, and the name each one's stand-in records when it runs. */
const VENDORS = {
  stats: [STATS_HOST, "analytics-external"],
  vitals: [VITALS_HOST, "performance-module"],
  ads: [ADS_HOST, "advertisement-external"],
} as const;

/** Answers the vendors' hosts with scripts that record themselves; returns what each host was asked. */
async function vendors(page: Page) {
  const asked = { tag: await fakeTag(page), stats: [] as string[], vitals: [] as string[], ads: [] as string[] };
  for (const [key, [host, name]] of Object.entries(VENDORS) as [keyof typeof VENDORS, (typeof VENDORS)[keyof typeof VENDORS]][]) {
    await page.route(`https://${host}/**`, (route) => {
      asked[key].push(route.request().url());
      return route.fulfill({ contentType: "application/javascript", body: recordRun(name) });
    });
  }
  return asked;
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const stillBlocked = (page: Page) =>
  page.locator('script[type="text/plain"][data-cli-script-type]').evaluateAll((all) => all.map((s) => s.getAttribute("data-cli-script-type")));

test("a returning visitor who accepted everything: every script runs once, in order, in its place, with its attributes", async ({ page, context, baseURL }) => {
  await withCookies(context, acceptedAll, baseURL);
  const asked = await vendors(page);
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => ran(page)).toEqual(EVERY_SCRIPT);
  expect(asked.tag).toHaveLength(1);
  expect(asked.stats).toEqual([`https://${STATS_HOST}/count.js`]);
  expect(asked.vitals).toEqual([`https://${VITALS_HOST}/vitals.js`]);
  expect(asked.ads).toEqual([`https://${ADS_HOST}/pixel.js`]);
  expect(await stillBlocked(page)).toEqual([]);

  const accepted = (where: "head" | "body") =>
    page.locator(`${where} > script[data-cli-consent="accepted"]`).evaluateAll((all) => all.map((s) => s.getAttribute("data-cli-script-type")));
  expect(await accepted("head")).toEqual(["analytics", "necessary", "functional", "analytics"]);
  expect(await accepted("body")).toEqual(["performance", "advertisement", "functional"]);
  const stats = page.locator(`head > script[src="https://${STATS_HOST}/count.js"]`);
  await expect(stats).toHaveAttribute("data-site", "hollow-oak");
  await expect(stats).toHaveAttribute("defer", "");
  await expect(stats).not.toHaveAttribute("type", "text/plain");
  await expect(page.locator("body > script[data-cli-script-type=performance]")).toHaveAttribute("type", "module");
  await expect(bar(page)).toBeHidden();
});

test("a returning visitor who allowed functional and performance gets exactly those; the other categories' cookies are erased", async ({ page, context, baseURL }) => {
  await withCookies(
    context,
    [
      ...acceptedFunctionalAndPerformance,
      { name: "_clck", value: "visitor-1" },
      { name: "_gcl_au", value: "campaign-1" },
      { name: "yt-player-volume", value: "40" },
    ],
    baseURL,
  );
  const asked = await vendors(page);
  await page.goto("/");
  await hydrated(page);
  await expect
    .poll(() => ran(page))
    .toEqual(["necessary-inline", "functional-inline", "performance-module", "functional-body", "functional-dom-refresh"]);
  await scriptsSettled(page);
  expect(asked).toEqual({ tag: [], stats: [], vitals: [`https://${VITALS_HOST}/vitals.js`], ads: [] });
  expect(await stillBlocked(page)).toEqual(["analytics", "analytics", "advertisement"]);
  const cookies = await cookieMap(context);
  expect(cookies._clck, "analytics cookie erased").toBeUndefined();
  expect(cookies._gcl_au, "advertisement cookie erased").toBeUndefined();
  expect(cookies["yt-player-volume"], "functional cookie kept").toBe("40");
});

test("a visitor who rejected runs nothing, not even the necessary script, and gets no synthetic DOMContentLoaded", async ({ page, context, baseURL }) => {
  await withCookies(context, rejected, baseURL);
  const asked = await vendors(page);
  await page.goto("/");
  await hydrated(page);
  await scriptsSettled(page);
  expect(await ran(page)).toEqual([]);
  expect(asked).toEqual({ tag: [], stats: [], vitals: [], ads: [] });
  expect(await stillBlocked(page)).toHaveLength(7);
});

test("a new visitor runs nothing until Accept All, then the whole sequence runs once", async ({ page }) => {
  const asked = await vendors(page);
  await page.goto("/");
  await hydrated(page);
  await scriptsSettled(page);
  expect(await ran(page)).toEqual([]);
  expect(asked).toEqual({ tag: [], stats: [], vitals: [], ads: [] });
  await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
  await scriptsSettled(page);
  expect(await ran(page), "each once").toEqual(EVERY_SCRIPT);
  expect(asked.stats).toHaveLength(1);
  expect(asked.ads).toHaveLength(1);
});

test.describe("the bypass parameter (docs/behaviour/consent-layer-1.md#bypass)", () => {
  // A scanner's bypass runs layer 2's scripts too, the demo's Google tag among them; no consent lets the network guard answer it.
  test.use({ allowedHosts: [TAG_HOST, ADS_HOST, STATS_HOST, VITALS_HOST, COUNTER_HOST, GOOGLE_TAG_HOST] });
  test.beforeEach(async ({ page }) => void (await answerGoogleTag(page)));

  test("with the site's value, a scanner's empty browser runs every script and gets the preference cookie, for that page view only", async ({ page, context }) => {
    const asked = await vendors(page);
    await page.goto("/?cli_bypass=1");
    await hydrated(page);
    await scriptsSettled(page);
    expect(await ran(page), "the plugin's 1 is not this site's value").toEqual([]);

    await page.goto(`/?cli_bypass=${SCANNER_VALUE}`);
    await expect.poll(() => ran(page)).toEqual(EVERY_SCRIPT);
    expect(asked.tag).toHaveLength(1);
    const cookies = await cookieMap(context);
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ functional: true, analytics: true, performance: true, advertisement: true });
    expect(cookies.viewed_cookie_policy, "bypass is not an answer").toBeUndefined();

    await page.goto("/about");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await scriptsSettled(page);
    expect(await ran(page)).toEqual([]);
  });

  test("after Reject All it runs nothing and rewrites nothing: not encoded, not repeated, not on the search page", async ({ page, context }) => {
    const asked = await vendors(page);
    await page.goto("/");
    await hydrated(page);
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    const before = await cookieMap(context);
    expect(before.viewed_cookie_policy).toBe("no");
    const encoded = [...SCANNER_VALUE].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
    for (const path of [
      `/?cli_bypass=${SCANNER_VALUE}`,
      `/about?cli_bypass=${encoded}`,
      `/?cli_bypass=${SCANNER_VALUE}&cli_bypass=${SCANNER_VALUE}`,
      `/search?q=bowl&cli_bypass=${SCANNER_VALUE}`,
    ]) {
      await page.goto(path);
      await hydrated(page);
      await scriptsSettled(page);
      expect(await ran(page), path).toEqual([]);
      expect(await cookieMap(context), path).toEqual(before);
    }
    expect(asked).toEqual({ tag: [], stats: [], vitals: [], ads: [] });
  });
});
