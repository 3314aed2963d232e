import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fakeTag, TAG_HOST } from "./fixtures/consent-page";

/**
 * Two copies of layer 2's cookie (docs/behaviour/consent-layer-2.md#cookie): a site that
 * switched shared consent leaves its visitors a host-only `wpconsent_preferences` and a
 * domain-wide one. The visitor ends with one, the newer, whichever kind it is. A domain
 * cookie needs a host with a parent domain, so the demo is served here as
 * www.hollowoak.test, every request answered from the test server.
 */

const HOST = "www.hollowoak.test";
const PARENT = "hollowoak.test";
const COOKIE = "wpconsent_preferences";

// A choice that allows statistics runs the demo's analytics tag (answered by fakeTag).
test.use({ allowedHosts: [HOST, TAG_HOST] });
// A request still in flight when a test ends (a lazy script) must not fail the worker with "route.fetch: Test ended".
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

const older = '{"essential":true,"statistics":false,"marketing":false}';
const newer = '{"essential":true,"statistics":true,"marketing":true}';

/** Serves the demo site under HOST. */
async function serveAs(page: Page, baseURL: string) {
  await fakeTag(page);
  await page.route(`http://${HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: new URL(url.pathname + url.search, baseURL).href });
    await route.fulfill({ response });
  });
}

const hostOnly = (value: string) => ({ name: COOKIE, value: encodeURIComponent(value), url: `http://${HOST}/` });
const domainWide = (value: string) => ({ name: COOKIE, value: encodeURIComponent(value), domain: `.${PARENT}`, path: "/" });

/** Adds the two copies one after the other, so the second is the newer the browser sends last. */
async function carry(context: BrowserContext, first: Parameters<BrowserContext["addCookies"]>[0][number], second: Parameters<BrowserContext["addCookies"]>[0][number]) {
  await context.addCookies([first]);
  await context.addCookies([second]);
  const copies = (await context.cookies(`http://${HOST}/`)).filter((c) => c.name === COOKIE);
  expect(copies.map((c) => c.domain).sort(), "the visitor arrives with both copies").toEqual([`.${PARENT}`, HOST]);
}

const copiesOf = async (context: BrowserContext) => (await context.cookies(`http://${HOST}/`)).filter((c) => c.name === COOKIE);

/**
 * The choices the copies hold, once the page has settled on `expected`. The page erases
 * every copy and then writes one, and the browser's cookie store takes those writes one by
 * one: in between, the older copy's own erase can leave only the other one, which a check
 * of the count alone would take for the end.
 */
async function expectOneCopy(context: BrowserContext, expected: Record<string, boolean>) {
  const choices = async () => (await copiesOf(context)).map((c) => JSON.parse(decodeURIComponent(c.value)) as Record<string, boolean>);
  await expect.poll(choices).toEqual([expect.objectContaining(expected)]);
  return (await copiesOf(context))[0]!;
}

test("a newer domain-wide copy wins over an older host-only one, and one copy is left", async ({ page, context, baseURL }) => {
  await serveAs(page, baseURL!);
  await carry(context, hostOnly(older), domainWide(newer));
  await page.goto(`http://${HOST}/`);
  await expectOneCopy(context, { essential: true, statistics: true, marketing: true });
  await expect(page.getByRole("region", { name: "Cookie consent" }), "a returning visitor is not asked again").toBeHidden();
});

test("a newer host-only copy wins over an older domain-wide one, and one copy is left", async ({ page, context, baseURL }) => {
  await serveAs(page, baseURL!);
  await carry(context, domainWide(newer), hostOnly(older));
  await page.goto(`http://${HOST}/`);
  const kept = await expectOneCopy(context, { essential: true, statistics: false, marketing: false });
  // The next page view finds one copy and leaves it as it is.
  await page.goto(`http://${HOST}/about`);
  expect((await copiesOf(context)).map((c) => c.value)).toEqual([kept.value]);
});
