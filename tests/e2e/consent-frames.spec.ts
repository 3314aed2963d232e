import { expect, expectNoAxeViolations, test } from "./fixtures";
import { cookieMap, fakeTag, TAG_HOST } from "./fixtures/consent-page";

/**
 * Layer 2's frame placeholders (docs/behaviour/consent-layer-2.md#frames): the contact
 * page's map and a journal post's video wait behind the plugin's placeholder markup.
 */

const MAP_HOST = "www.google.com";
const placeholder = (page: import("@playwright/test").Page) => page.getByRole("group", { name: "Map: Hollow Oak Studio on Ravnsby Moor" });

test.use({ allowedHosts: [MAP_HOST, TAG_HOST] });

test.beforeEach(async ({ page }) => {
  await fakeTag(page);
});

test("before consent the map is a placeholder in the map's own box, and nothing asks its host", async ({ page }, testInfo) => {
  const asked: string[] = [];
  await page.route(`https://${MAP_HOST}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" });
  });
  await page.goto("/contact");
  const box = placeholder(page);
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole("button", { name: "Click here to accept marketing cookies and load this content" })).toBeVisible();
  await expect(box.getByRole("link", { name: "Open it on Google Maps" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/embed/);
  const { width, height } = (await box.boundingBox())!;
  expect(width).toBeLessThanOrEqual(600);
  expect(width / height).toBeCloseTo(1.5, 1);
  await expect(page.locator("iframe[src]")).toHaveCount(0);
  await expectNoAxeViolations(page, "frame placeholder");
  await box.screenshot({ path: testInfo.outputPath("frame-placeholder.png") });
  expect(asked).toEqual([]);
});

test("Accept loads the map at once in the same box, without a reload, and saves the service in both layers' cookies", async ({ page, context }) => {
  await page.route(`https://${MAP_HOST}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }));
  await page.goto("/contact");
  const box = placeholder(page);
  await box.scrollIntoViewIfNeeded();
  const before = (await box.boundingBox())!;
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await box.getByRole("button", { name: /accept marketing cookies/ }).click();
  const frame = page.locator('iframe[title="Map: Hollow Oak Studio on Ravnsby Moor"]');
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\/embed/);
  await expect(frame).toBeVisible();
  const after = (await frame.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThan(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  const cookies = await cookieMap(context);
  expect(JSON.parse(decodeURIComponent(cookies.wpconsent_preferences!))).toMatchObject({ essential: true, marketing: true, "google-maps": true, statistics: false });
  expect(cookies["cookielawinfo-checkbox-advertisement"]).toBe("yes");
});
