import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { cookieMap, fakeTag, layer2Choice, TAG_HOST, withCookies } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * Layer 2's frame placeholders (docs/behaviour/consent-layer-2.md#frames): the contact
 * page's map and the about page's video wait behind the plugin's placeholder markup, in
 * the box their content will take, at each width. What the placeholder's markup holds is
 * tested beside it (consent-placeholder.test.tsx, embed.test.tsx); what a placeholder's
 * Allow grants, in core/layer2-engine.test.ts ("a placeholder's accept grants what it names").
 */

const MAP_HOST = "www.google.com";
const VIDEO_HOST = "www.youtube-nocookie.com";
const MAP_TITLE = "Map: Hollow Oak Studio on Ravnsby Moor";
const mapPlaceholder = (page: Page) => page.getByRole("group", { name: MAP_TITLE });
const mapFrame = (page: Page) => page.locator(`iframe[title="${MAP_TITLE}"]`);

test.use({ allowedHosts: [MAP_HOST, VIDEO_HOST, TAG_HOST] });

test.beforeEach(async ({ page }) => {
  await fakeTag(page);
});

/** Answers `host` with a small page and records what was asked of it. */
async function answerFrames(page: Page, host: string): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`https://${host}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>frame</title><p>frame</p>" });
  });
  return asked;
}

test("the map waits as a placeholder in its own box, over the author's thumbnail, and nothing asks its host; Allow loads it in the same box without a reload, granting Google Maps alone", atBothWidths, async ({ page, context }, testInfo) => {
  const asked = await answerFrames(page, MAP_HOST);
  await page.goto("/contact");
  const box = mapPlaceholder(page);
  await box.scrollIntoViewIfNeeded();
  const allow = box.getByRole("button", { name: "Allow Google Maps and load this content" });
  await test.step("before consent", async () => {
    await expect(allow).toBeVisible();
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
    expect(asked).toEqual([]);
  });
  await test.step("the author's self-hosted thumbnail fills the box under the overlay", async () => {
    const poster = box.locator("img");
    await expect(poster).toHaveAttribute("src", /^\/media\/autumn-valley-mist/);
    await expect(poster).toHaveAttribute("alt", "");
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // In running text too: no band above it, nothing cut below.
    const [frame, image] = [(await box.boundingBox())!, (await poster.boundingBox())!];
    expect({ top: Math.round(image.y - frame.y), bottom: Math.round(frame.y + frame.height - (image.y + image.height)) }).toEqual({ top: 0, bottom: 0 });
    await box.screenshot({ path: testInfo.outputPath("frame-placeholder.png") });
  });
  await test.step("Allow", async () => {
    const before = (await box.boundingBox())!;
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await allow.click();
    await expect(mapFrame(page)).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\/embed/);
    await expect(mapFrame(page)).toBeVisible();
    const after = (await mapFrame(page).boundingBox())!;
    expect(Math.abs(after.height - before.height)).toBeLessThan(2);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), "no reload").toBe(true);
    expect(await layer2Choice(context)).toMatchObject({ essential: true, marketing: false, "google-maps": true, youtube: false, vimeo: false, flickr: false, statistics: false });
    expect((await cookieMap(context))["cookielawinfo-checkbox-advertisement"], "layer 1's linked category stays off").toBe("no");
  });
});

test("a visitor who allowed Google Maps alone gets the map at once on the next view; the footer's photo feed and the videos still wait", async ({ page, context, baseURL }) => {
  await answerFrames(page, MAP_HOST);
  const feed: string[] = [];
  await page.route("https://api.flickr.com/**", (route) => (feed.push(route.request().url()), route.fulfill({ status: 404, body: "" })));
  // The answer the map's Allow writes (the test above): yes, with every category off in both formats and Google Maps alone on.
  const allowed = { essential: true, statistics: false, clarity: false, "google-tag": false, marketing: false, youtube: false, vimeo: false, "google-maps": true, flickr: false, respect_gpc: false };
  const layer1 = ["necessary", "functional", "analytics", "performance", "advertisement"].map((slug) => ({ name: `cookielawinfo-checkbox-${slug}`, value: slug === "necessary" ? "yes" : "no" }));
  await withCookies(context, [{ name: "viewed_cookie_policy", value: "yes" }, ...layer1, { name: "wpconsent_preferences", value: encodeURIComponent(JSON.stringify(allowed)) }], baseURL);
  await page.goto("/contact");
  await mapPlaceholder(page).scrollIntoViewIfNeeded();
  await expect(mapFrame(page)).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\/embed/);
  const read = await page.evaluate(() => (window as unknown as { vitrineConsent: { reading: { decision: { services: Record<string, boolean> } } } }).vitrineConsent.reading.decision.services);
  expect(read).toMatchObject({ "google-maps": true, flickr: false, youtube: false, vimeo: false });
  await page.locator(".site-footer").scrollIntoViewIfNeeded();
  await expect(page.locator(".site-footer [data-photo-feed]")).toBeHidden();
  expect(feed, "nothing asked the photo feed's provider").toEqual([]);
});

test("an embed declared in the block tree (docs/behaviour/consent-layer-2.md#embeds) is the same placeholder, over a self-hosted thumbnail, in the video's box, and nothing asks YouTube; Allow loads it in the same box without a reload", atBothWidths, async ({ page }, testInfo) => {
  const asked = await answerFrames(page, VIDEO_HOST);
  await page.goto("/about");
  const box = page.getByRole("group", { name: "A night at the anagama (video)" });
  await box.scrollIntoViewIfNeeded();
  const allow = box.getByRole("button", { name: "Allow YouTube and load this content" });
  await expect(allow).toBeVisible();
  await expect(box.getByRole("link", { name: "Open it on YouTube (opens in a new tab)" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=M7lc1UVf-VE");
  await expect(box.locator("img")).toHaveAttribute("src", /^\/media\/anagama-firing-at-night/);
  const before = (await box.boundingBox())!;
  expect(before.width).toBeLessThanOrEqual(720);
  expect(before.width / before.height).toBeCloseTo(16 / 9, 1);
  await expect(page.locator("iframe[src]")).toHaveCount(0);
  await expectNoAxeViolations(page, "embed placeholder");
  await box.screenshot({ path: testInfo.outputPath("embed-placeholder.png") });
  expect(asked).toEqual([]);

  await allow.click();
  const frame = page.locator('iframe[title="A night at the anagama (video)"]');
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE");
  await expect(frame).toHaveAttribute("allow", "encrypted-media; picture-in-picture");
  const after = (await frame.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThan(2);
  expect(Math.abs(after.width - before.width)).toBeLessThan(2);
});
