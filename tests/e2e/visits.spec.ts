import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import siteConfig from "../../site/site.config";
import { policyCategories } from "../../site/app/consent/policy-cookies";
import { expect, test } from "./fixtures";

/**
 * The site's own visit count, the visitor's side (docs/behaviour/visits.md#what-the-page-sends):
 * what a real page sends, and that it sends nothing else, anywhere. Each beacon is read here as
 * it leaves the page, then goes on to the site's server, whose count `npm run stats` shows.
 */
const POST = "/blog/notes-on-celadon";
const LIVE = 'meta[name="vitrine-visits"][data-enhanced~="visits"]';
const PRIVACY = "/privacy-policy";

/** The consent layers' own cookies, as the privacy page lists them (`cookielawinfo-checkbox-*` for each category's): set at load, before any beacon. */
const consentCookies = policyCategories(siteConfig.consent, { layer2: siteConfig.layer2, consentLog: siteConfig.consentLog.enabled })
  .find((category) => category.slug === "necessary")!
  .cookies.map((cookie) => cookie.name);
const isConsentCookie = (name: string) => consentCookies.some((listed) => (listed.endsWith("*") ? name.startsWith(listed.slice(0, -1)) : name === listed));

/** Keeps each beacon's body as the page sent it, and lets it on to the site's server (`pass`) or answers it as the server would (204). */
async function receive(page: Page, { pass }: { pass: boolean }): Promise<unknown[]> {
  const received: unknown[] = [];
  await page.route("**/api/visit", async (route) => {
    const body = route.request().postData() ?? "";
    received.push(body.startsWith("{") ? JSON.parse(body) : body);
    await (pass ? route.continue() : route.fulfill({ status: 204 }));
  });
  return received;
}

/** Today's views of `path` as `npm run stats` prints them, from the database the site's server writes (the same environment). */
async function viewsToday(path: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const { stdout } = await promisify(execFile)(process.execPath, ["site/server/cli/stats.mjs", "--since", today, "--format", "json"], { cwd: new URL("../..", import.meta.url) });
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { path: string; views: number })
    .filter((row) => row.path === path)
    .reduce((sum, row) => sum + row.views, 0);
}

test("a page counts its view and its speed with the site's own beacon, writes nothing in the browser, and Global Privacy Control stops it", async ({ page, newGuardedContext, foreignRequests }) => {
  const before = await viewsToday(POST);
  const received = await receive(page, { pass: true });
  await page.goto(POST, { referer: "https://example.org/reading-list?from=me" });
  await expect.poll(() => received).toEqual([{ t: "view", path: POST, ref: "example.org", lang: "en", screen: "phone", kind: "post" }]);

  // The speed library arrives with the visitor's first interaction, after the first load; the speed goes when the page is hidden.
  const vitalsChunk = page.waitForResponse((response) => /\/visits-vitals-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.keyboard.press("Shift");
  await vitalsChunk;
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await expect.poll(() => received.length).toBe(2);
  expect(received[1]).toMatchObject({ t: "vitals", path: POST, lang: "en", kind: "post", ttfb: expect.any(Number), lcp: expect.any(Number) });
  expect(Object.keys(received[1] as object).every((key) => ["t", "path", "lang", "kind", "lcp", "inp", "cls", "ttfb"].includes(key))).toBe(true);
  // The site's server counted the view: `npm run stats` shows it (other tests' views of the page may be counted too).
  await expect.poll(() => viewsToday(POST)).toBeGreaterThan(before);

  // Whatever the consent bar keeps of its own, the visit count adds no cookie and no storage.
  expect((await page.context().cookies()).map((cookie) => cookie.name).filter((name) => !isConsentCookie(name))).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(foreignRequests).toEqual([]);

  // The privacy page's objection: one button at a time (the theme's buttons once showed both), and then no beacon.
  await page.goto(PRIVACY);
  const object = page.getByRole("button", { name: "Don't count my visits" });
  const undo = page.getByRole("button", { name: "Count my visits again" });
  // Its code wakes as a visitor scrolls to it.
  await page.locator("[data-visits-objection]").scrollIntoViewIfNeeded();
  await object.click();
  await expect(page.getByText("You objected: this browser sends no visit count.")).toBeVisible();
  await expect(object).toBeHidden();
  await expect(undo).toBeVisible();
  const sent = received.length;
  await page.goto(POST);
  await page.locator(LIVE).waitFor({ state: "attached" });
  await page.evaluate(() => navigator.sendBeacon("/api/visit", "probe"));
  await expect.poll(() => received.slice(sent)).toEqual(["probe"]);

  // Global Privacy Control, as the browser sends it (the header) and shows it (the property): nothing is sent.
  const context = await newGuardedContext({ viewport: { width: 375, height: 740 }, extraHTTPHeaders: { "Sec-GPC": "1" } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  const gpc = await context.newPage();
  const heard = await receive(gpc, { pass: false });
  await gpc.goto(POST);
  await gpc.locator(LIVE).waitFor({ state: "attached" });
  await gpc.keyboard.press("Shift");
  // A beacon of the test's own, sent after the page's would have been: once it is heard, the page's would have been too.
  await gpc.evaluate(() => navigator.sendBeacon("/api/visit", "probe"));
  await expect.poll(() => heard).toEqual(["probe"]);
});
