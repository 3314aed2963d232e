import type { Page, Route } from "@playwright/test";
import { expect, test } from "../fixtures";
import { acceptedAll } from "../fixtures/consent-cookies";
import { bar, fakeTag, hydrated, scriptsSettled, withCookies, WORDS } from "../fixtures/consent-page";
import { onVariant } from "./on-variant";
import { ADS_HOST, COUNTER_HOST, recordRun, recordRun2, STATS_HOST, VITALS_HOST } from "./scripts.config";

/**
 * Blocked scripts of both layers in a real browser, under the site's CSP (compat.md "Blocked
 * script markup" and "Activation"; docs/behaviour/consent-layer-2.md#blocked-scripts): a
 * site with layer-1 scripts of every kind — inline and external, classic and module, head
 * and body, followed by the synthetic DOMContentLoaded (triggerDomRefresh) — and layer-2
 * services with scripts of their own. Each runs once, in document order, when the choice
 * allows it, an external one holding the next until it has loaded. Which categories'
 * scripts a choice or a bypass lets run, and which cookies it erases, is the engine's
 * rule and the boot script's (packages/consent/src/boot/boot.test.ts runs it in a DOM;
 * layer1/layer1.test.ts, dom/script-activator.test.ts).
 */

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

/** Layer 1's external scripts' hosts, and the name each one's stand-in records when it runs. */
const VENDORS = {
  stats: [STATS_HOST, "analytics-external"],
  vitals: [VITALS_HOST, "performance-module"],
  ads: [ADS_HOST, "advertisement-external"],
} as const;

/**
 * Answers every script host with a stand-in that records itself: layer 1's vendors in
 * `__ran`, layer 2's counter in `__ran2` (`holdCounter` keeps its answer back until
 * released). Returns what each host was asked.
 */
async function scriptHosts(page: Page, { holdCounter = false } = {}) {
  const asked = { tag: await fakeTag(page), stats: [] as string[], vitals: [] as string[], ads: [] as string[], counter: [] as string[] };
  for (const [key, [host, name]] of Object.entries(VENDORS) as [keyof typeof VENDORS, (typeof VENDORS)[keyof typeof VENDORS]][]) {
    await page.route(`https://${host}/**`, (route) => {
      asked[key].push(route.request().url());
      return route.fulfill({ contentType: "application/javascript", body: recordRun(name) });
    });
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`https://${COUNTER_HOST}/**`, async (route: Route) => {
    asked.counter.push(route.request().url());
    if (holdCounter) await held;
    await route.fulfill({ contentType: "application/javascript", body: recordRun2("statistics-counter") });
  });
  return { asked, release };
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const ran2 = (page: Page) => page.evaluate(() => (window as unknown as { __ran2?: string[] }).__ran2 ?? []);
const stillBlocked = (page: Page) =>
  page.locator('script[type="text/plain"][data-cli-script-type]').evaluateAll((all) => all.map((s) => s.getAttribute("data-cli-script-type")));
const blocked2 = (page: Page) =>
  page.locator('script[type="text/plain"][data-wpconsent-category]').evaluateAll((all) => all.map((s) => s.getAttribute("data-wpconsent-name")));

test("a returning visitor who accepted everything: every script runs once, in order, in its place, with its attributes", async ({ page, context, baseURL }) => {
  await withCookies(context, acceptedAll, baseURL);
  const { asked } = await scriptHosts(page);
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

test("a new visitor runs only layer 2's essential script; Accept All runs the rest of both layers once, in order, without a reload", async ({ page }) => {
  const { asked } = await scriptHosts(page);
  await page.goto("/");
  await hydrated(page);
  await scriptsSettled(page);
  await test.step("before the answer: layer 1 runs nothing, layer 2 only its essential service", async () => {
    expect(await ran(page)).toEqual([]);
    expect(await ran2(page)).toEqual(["essential-uptime"]);
    expect(asked).toEqual({ tag: [], stats: [], vitals: [], ads: [], counter: [] });
    // The demo's Google tag (statistics, and marketing too) waits with the rest.
    expect(await blocked2(page)).toEqual(["google-tag", "google-tag", "counter", "counter", "youtube"]);
  });

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
  await scriptsSettled(page);
  await test.step("after Accept All: each script once, in order, in the same document", async () => {
    expect(await ran(page), "each once").toEqual(EVERY_SCRIPT);
    expect(await ran2(page)).toEqual(["essential-uptime", "statistics-counter", "statistics-after-counter", "marketing-youtube"]);
    expect([asked.stats, asked.ads, asked.counter].map((urls) => urls.length)).toEqual([1, 1, 1]);
    expect(await stillBlocked(page)).toEqual([]);
    expect(await blocked2(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const counterScript = page.locator(`script[src="https://${COUNTER_HOST}/c.js"]`);
    await expect(counterScript).toHaveAttribute("data-wpconsent-name", "counter");
    await expect(counterScript).not.toHaveAttribute("type", "text/plain");
  });
});

test("a returning visitor holding only layer 2's cookie gets what it allows, and an external script holds the next until it loads", async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: "wpconsent_preferences", value: encodeURIComponent('{"essential":true,"statistics":true,"marketing":false}'), url: baseURL! },
  ]);
  const { asked, release } = await scriptHosts(page, { holdCounter: true });
  // A script added before the load event holds it: wait for the request, not for the load.
  await page.goto("/", { waitUntil: "commit" });
  await expect.poll(() => asked.counter).toHaveLength(1);
  expect(await ran2(page), "the inline script after the counter waits for it").toEqual(["essential-uptime"]);
  release();
  await hydrated(page);
  await scriptsSettled(page);
  expect(await ran2(page)).toEqual(["essential-uptime", "statistics-counter", "statistics-after-counter"]);
  expect(await blocked2(page)).toEqual(["youtube"]);
  await expect(bar(page)).toBeHidden();
});
