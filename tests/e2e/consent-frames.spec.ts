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
  await expect(box.getByRole("button", { name: "Allow Google Maps and load this content" })).toBeVisible();
  // A link that opens a new tab says so (docs/behaviour/in-page.md#new-tab-links).
  const link = box.getByRole("link", { name: "Open it on Google Maps (opens in a new tab)" });
  await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/embed/);
  await expect(link).toHaveAttribute("target", "_blank");
  // The plugin's markup, for site code written for it.
  await expect(box).toHaveAttribute("data-wpconsent-name", "google-maps");
  await expect(box).toHaveAttribute("data-wpconsent-category", "marketing");
  await expect(box.locator(":scope > .wpconsent-iframe-thumbnail > img")).toHaveCount(1);
  await expect(box.locator(":scope > .wpconsent-iframe-overlay-content > button.wpconsent-iframe-accept-button")).toHaveCount(1);
  const { width, height } = (await box.boundingBox())!;
  expect(width).toBeLessThanOrEqual(600);
  expect(width / height).toBeCloseTo(1.5, 1);
  await expect(page.locator("iframe[src]")).toHaveCount(0);
  await expectNoAxeViolations(page, "frame placeholder");
  await box.screenshot({ path: testInfo.outputPath("frame-placeholder.png") });
  expect(asked).toEqual([]);
});

test("Accept loads the map at once in the same box, without a reload, and grants Google Maps alone: the photo feed and the videos stay off", async ({ page, context }) => {
  await page.route(`https://${MAP_HOST}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }));
  const feed: string[] = [];
  await page.route("https://api.flickr.com/**", (route) => (feed.push(route.request().url()), route.fulfill({ status: 404, body: "" })));
  await page.goto("/contact");
  const box = placeholder(page);
  await box.scrollIntoViewIfNeeded();
  const before = (await box.boundingBox())!;
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await box.getByRole("button", { name: "Allow Google Maps and load this content" }).click();
  const frame = page.locator('iframe[title="Map: Hollow Oak Studio on Ravnsby Moor"]');
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\/embed/);
  await expect(frame).toBeVisible();
  const after = (await frame.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThan(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  const cookies = await cookieMap(context);
  expect(JSON.parse(decodeURIComponent(cookies.wpconsent_preferences!))).toMatchObject({
    essential: true,
    marketing: false,
    "google-maps": true,
    youtube: false,
    vimeo: false,
    flickr: false,
    statistics: false,
  });
  expect(cookies["cookielawinfo-checkbox-advertisement"], "layer 1's linked category stays off").toBe("no");
  // The next page view: the map loads at once, the footer's photo feed still waits.
  await page.goto("/contact");
  await placeholder(page).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title="Map: Hollow Oak Studio on Ravnsby Moor"]')).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\/embed/);
  const read = await page.evaluate(() => (window as unknown as { vitrineConsent: { reading: { decision: { services: Record<string, boolean> } } } }).vitrineConsent.reading.decision.services);
  expect(read).toMatchObject({ "google-maps": true, flickr: false, youtube: false, vimeo: false });
  await page.locator(".site-footer").scrollIntoViewIfNeeded();
  await expect(page.locator(".site-footer [data-photo-feed]")).toBeHidden();
  expect(feed, "nothing asked the photo feed's provider").toEqual([]);
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
    await expect(box.getByRole("button", { name: "Allow YouTube and load this content" })).toBeVisible();
    await expect(box.getByRole("link", { name: "Open it on YouTube (opens in a new tab)" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=M7lc1UVf-VE");
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
    await box.getByRole("button", { name: "Allow YouTube and load this content" }).click();
    const frame = page.locator('iframe[title="A night at the anagama (video)"]');
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE");
    await expect(frame).toHaveAttribute("allow", "encrypted-media; picture-in-picture");
    const after = (await frame.boundingBox())!;
    expect(Math.abs(after.height - before.height)).toBeLessThan(2);
    expect(Math.abs(after.width - before.width)).toBeLessThan(2);
  });
});
