import { expect, expectNoAxeViolations, test } from "./fixtures";
import { cookieMap, fakeTag, TAG_HOST } from "./fixtures/consent-page";

/**
 * Layer 2's frame placeholders (docs/behaviour/consent-layer-2.md#frames): the contact
 * page's map and a journal post's video wait behind the plugin's placeholder markup.
 */

const MAP_HOST = "www.google.com";
const VIDEO_HOST = "www.youtube-nocookie.com";
const placeholder = (page: import("@playwright/test").Page) => page.getByRole("group", { name: "Map: Hollow Oak Studio on Ravnsby Moor" });

test.use({ allowedHosts: [MAP_HOST, VIDEO_HOST, TAG_HOST] });

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

test("the map's placeholder shows the author's self-hosted thumbnail under the overlay", async ({ page }) => {
  await page.goto("/contact");
  const poster = placeholder(page).locator("img");
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toHaveAttribute("src", /^\/media\/autumn-valley-mist/);
  await expect(poster).toHaveAttribute("alt", "");
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // In running text too the thumbnail fills the placeholder's box: no band above it, nothing cut below.
  const [frame, image] = [(await placeholder(page).boundingBox())!, (await poster.boundingBox())!];
  expect({ top: Math.round(image.y - frame.y), bottom: Math.round(frame.y + frame.height - (image.y + image.height)) }).toEqual({ top: 0, bottom: 0 });
});

test.describe("an embed declared in the block tree (docs/behaviour/consent-layer-2.md#embeds)", () => {
  const video = (page: import("@playwright/test").Page) => page.getByRole("group", { name: "A night at the anagama (video)" });

  test("is the same placeholder, over a self-hosted thumbnail, in the video's box, and nothing asks YouTube", async ({ page }, testInfo) => {
    const asked: string[] = [];
    await page.route(`https://${VIDEO_HOST}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>video</title>" });
    });
    await page.goto("/about");
    const box = video(page);
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole("button", { name: "Click here to accept marketing cookies and load this content" })).toBeVisible();
    await expect(box.getByRole("link", { name: "Open it on YouTube" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=M7lc1UVf-VE");
    await expect(box.locator("img")).toHaveAttribute("src", /^\/media\/anagama-firing-at-night/);
    const { width, height } = (await box.boundingBox())!;
    expect(width).toBeLessThanOrEqual(720);
    expect(width / height).toBeCloseTo(16 / 9, 1);
    await expect(page.locator("iframe[src]")).toHaveCount(0);
    await expectNoAxeViolations(page, "embed placeholder");
    await box.screenshot({ path: testInfo.outputPath("embed-placeholder.png") });
    expect(asked).toEqual([]);
  });

  test("Accept loads the video in the same box, without a reload", async ({ page }) => {
    await page.route(`https://${VIDEO_HOST}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>video</title><p>video</p>" }));
    await page.goto("/about");
    const box = video(page);
    await box.scrollIntoViewIfNeeded();
    const before = (await box.boundingBox())!;
    await box.getByRole("button", { name: /accept marketing cookies/ }).click();
    const frame = page.locator('iframe[title="A night at the anagama (video)"]');
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE");
    await expect(frame).toHaveAttribute("allow", "encrypted-media; picture-in-picture");
    const after = (await frame.boundingBox())!;
    expect(Math.abs(after.height - before.height)).toBeLessThan(2);
    expect(Math.abs(after.width - before.width)).toBeLessThan(2);
  });
});
