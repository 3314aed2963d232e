import type { Page, Route } from "@playwright/test";
import { expect, test } from "../fixtures";
import { bar, hydrated, scriptsSettled, WORDS } from "../fixtures/consent-page";
import { onVariant } from "./on-variant";
import { ADS_HOST, COUNTER_HOST, recordRun2, STATS_HOST, VITALS_HOST } from "./scripts.config";

/**
 * Layer 2's blocked scripts (docs/behaviour/consent-layer-2.md#blocked-scripts): scripts
 * in the plugin's markup run exactly when the unlock rule says — essential always, the
 * others once their category is allowed — once each, in document order, an external one
 * holding the next until it has loaded. The "scripts" variant gives the demo's services
 * scripts; layer 1 is primary, so its bar answers for both layers.
 */

// Layer 1's scripts (scripts.spec.ts) run too once a choice allows them: their hosts answer with nothing.
onVariant("scripts", [COUNTER_HOST, ADS_HOST, STATS_HOST, VITALS_HOST]);

const ran2 = (page: Page) => page.evaluate(() => (window as unknown as { __ran2?: string[] }).__ran2 ?? []);
const blocked2 = (page: Page) =>
  page.locator('script[type="text/plain"][data-wpconsent-category]').evaluateAll((all) => all.map((s) => s.getAttribute("data-wpconsent-name")));

/** Answers the counter's host with a script that records itself; `hold` keeps the answer back until released. */
async function counter(page: Page, { hold = false } = {}) {
  for (const host of [ADS_HOST, STATS_HOST, VITALS_HOST]) {
    await page.route(`https://${host}/**`, (route) => route.fulfill({ contentType: "application/javascript", body: "" }));
  }
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`https://${COUNTER_HOST}/**`, async (route: Route) => {
    asked.push(route.request().url());
    if (hold) await held;
    await route.fulfill({ contentType: "application/javascript", body: recordRun2("statistics-counter") });
  });
  return { asked, release };
}

test("a new visitor runs only the essential service's script; Accept All runs the rest once, in order, without a reload", async ({ page }) => {
  const { asked } = await counter(page);
  await page.goto("/");
  await hydrated(page);
  await scriptsSettled(page);
  expect(await ran2(page)).toEqual(["essential-uptime"]);
  expect(asked).toEqual([]);
  // The demo's Google tag (statistics, and marketing too) waits with the rest.
  expect(await blocked2(page)).toEqual(["google-tag", "google-tag", "counter", "counter", "youtube"]);

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
  await scriptsSettled(page);
  expect(await ran2(page)).toEqual(["essential-uptime", "statistics-counter", "statistics-after-counter", "marketing-youtube"]);
  expect(asked).toEqual([`https://${COUNTER_HOST}/c.js`]);
  expect(await blocked2(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  const counterScript = page.locator(`script[src="https://${COUNTER_HOST}/c.js"]`);
  await expect(counterScript).toHaveAttribute("data-wpconsent-name", "counter");
  await expect(counterScript).not.toHaveAttribute("type", "text/plain");
});

test("a returning visitor holding only layer 2's cookie gets what it allows, and an external script holds the next until it loads", async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: "wpconsent_preferences", value: encodeURIComponent('{"essential":true,"statistics":true,"marketing":false}'), url: baseURL! },
  ]);
  const { asked, release } = await counter(page, { hold: true });
  // A script added before the load event holds it: wait for the request, not for the load.
  await page.goto("/", { waitUntil: "commit" });
  await expect.poll(() => asked).toHaveLength(1);
  expect(await ran2(page), "the inline script after the counter waits for it").toEqual(["essential-uptime"]);
  release();
  await hydrated(page);
  await scriptsSettled(page);
  expect(await ran2(page)).toEqual(["essential-uptime", "statistics-counter", "statistics-after-counter"]);
  expect(await blocked2(page)).toEqual(["youtube"]);
  await expect(bar(page)).toBeHidden();
});
