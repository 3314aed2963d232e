import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { expect, expectNoAxeViolations, pauseClockSoon, test, watchErrors } from "./fixtures";
import { bar, fakeTag, TAG_HOST, WORDS } from "./fixtures/consent-page";

/**
 * The photo feed (docs/behaviour/media.md#photo-feed): the footer's feed on every page and
 * the about page's `photo-feed` widget, with a local stand-in for the provider.
 */

const FEED_HOST = "api.flickr.com";
const IMAGE_HOST = "live.staticflickr.com";
const FEED_ERROR = "Error loading Flickr feed.";
// The stand-in's photos are the site's own images.
const MEDIA = path.resolve("site/build/client/media");
const SAMPLES = readdirSync(MEDIA).filter((name) => name.endsWith("-480.webp")).sort();

test.use({ allowedHosts: [FEED_HOST, IMAGE_HOST, TAG_HOST] });

// Accept All also runs the analytics tag: a stand-in answers it.
test.beforeEach(async ({ page }) => {
  await fakeTag(page);
});

type Feed = { asked: URL[]; imagesAsked: string[] };

/** Answers the feed like the provider: a script calling the named callback with `items(id)`. */
async function standIn(page: Page, items: (id: string) => unknown[] = photos, respond?: (route: Route) => Promise<void>): Promise<Feed> {
  const feed: Feed = { asked: [], imagesAsked: [] };
  await page.route(`https://${FEED_HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    feed.asked.push(url);
    if (respond) return respond(route);
    const body = `${url.searchParams.get("jsoncallback")}(${JSON.stringify({ title: "Uploads", items: items(url.searchParams.get("id")!) })})`;
    return route.fulfill({ contentType: "application/javascript", body });
  });
  await page.route(`https://${IMAGE_HOST}/**`, (route) => {
    const url = route.request().url();
    feed.imagesAsked.push(url);
    const index = Number(/-(\d+)_q\.jpg$/.exec(url)?.[1] ?? 0);
    return route.fulfill({ contentType: "image/webp", path: path.join(MEDIA, SAMPLES[index % SAMPLES.length]!) });
  });
  return feed;
}

function photos(id: string) {
  return Array.from({ length: 12 }, (_, i) => ({
    title: i === 1 ? "" : `<b>${id}</b> photo ${i + 1}`,
    link: `https://www.flickr.com/photos/${id}/${i}/`,
    media: { m: `https://${IMAGE_HOST}/65535/${id.replace("@", "-")}-${i}_m.jpg` },
  }));
}

const footerFeed = (page: Page) => page.locator(".site-footer [data-photo-feed]");
const footerList = (page: Page) => page.getByRole("list", { name: "Photos on Flickr: Hollow Oak Studio" });

async function acceptAll(page: Page) {
  await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
}

test("before consent the feed asks nothing and takes no room, on the home page and the about page", async ({ page }) => {
  const feed = await standIn(page);
  for (const path of ["/", "/about"]) {
    await page.goto(path);
    const containers = page.locator("[data-photo-feed]");
    await expect(containers).toHaveCount(path === "/about" ? 2 : 1);
    for (const container of await containers.all()) {
      await container.scrollIntoViewIfNeeded();
      await expect(container).toHaveAttribute("data-feed-state", "waiting");
      expect((await container.boundingBox())?.height ?? 0).toBe(0);
    }
  }
  expect(feed.asked).toEqual([]);
});

test("after Accept All the footer shows the latest photos as square thumbnails, titles as text", async ({ page }, testInfo) => {
  const feed = await standIn(page);
  await page.goto("/");
  await acceptAll(page);
  await footerFeed(page).scrollIntoViewIfNeeded();
  await expect(footerList(page)).toBeVisible();
  const images = footerList(page).getByRole("img");
  await expect(images).toHaveCount(6);
  await expect(images.first()).toHaveAttribute("src", `https://${IMAGE_HOST}/65535/98765432-N01-0_q.jpg`);
  await expect(images.first()).toHaveAttribute("alt", "<b>98765432@N01</b> photo 1");
  await expect(images.nth(1)).toHaveAttribute("alt", "Flickr image");
  await expect(footerList(page).locator("b")).toHaveCount(0);
  await expect(footerList(page).getByRole("link").first()).toHaveAttribute("href", "https://www.flickr.com/photos/98765432@N01/0/");

  expect(feed.asked).toHaveLength(1);
  const query = Object.fromEntries(feed.asked[0]!.searchParams);
  expect(query).toMatchObject({ id: "98765432@N01", format: "json" });
  expect(query.jsoncallback).toMatch(/^vitrinePhotoFeed_[0-9a-z]+$/);
  await expect(images.last()).toHaveJSProperty("complete", true);
  expect(feed.imagesAsked.every((url) => url.endsWith("_q.jpg"))).toBe(true);

  await expectNoAxeViolations(page, "footer photo feed");
  await page.locator(".site-footer").screenshot({ path: testInfo.outputPath("footer-feed.png") });
});

test("a returning visitor sees the stored photos without a new request", async ({ page }) => {
  const feed = await standIn(page);
  await page.goto("/");
  await acceptAll(page);
  await footerFeed(page).scrollIntoViewIfNeeded();
  await expect(footerList(page).getByRole("img")).toHaveCount(6);
  await page.goto("/shop");
  await footerFeed(page).scrollIntoViewIfNeeded();
  await expect(footerList(page).getByRole("img")).toHaveCount(6);
  expect(feed.asked).toHaveLength(1);
});

test("Reject All after Accept All takes the photos away at once and forgets them", async ({ page }) => {
  const feed = await standIn(page);
  await page.goto("/");
  await acceptAll(page);
  await footerFeed(page).scrollIntoViewIfNeeded();
  await expect(footerList(page).getByRole("img")).toHaveCount(6);
  await page.getByRole("button", { name: WORDS.showAgain }).click();
  await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
  await expect(footerFeed(page)).toHaveAttribute("data-feed-state", "waiting");
  await expect(footerList(page)).toBeHidden();
  expect((await footerFeed(page).boundingBox())?.height ?? 0).toBe(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("vitrine:photo-feed:")))).toEqual([]);
  await page.reload();
  await footerFeed(page).scrollIntoViewIfNeeded();
  await expect(footerFeed(page)).toHaveAttribute("data-feed-state", "waiting");
  expect(feed.asked).toHaveLength(1);
});

test("two feeds on one page each get their own user's photos, up to their own count", async ({ page }, testInfo) => {
  const feed = await standIn(page);
  // Accept All also loads the page's embedded video (docs/behaviour/consent-layer-2.md#embeds): an empty stand-in.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "" }));
  await page.goto("/about");
  await acceptAll(page);
  const widget = page.getByRole("list", { name: "From the camera by the door" });
  await page.locator("main [data-photo-feed]").scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "From the camera by the door" })).toBeVisible();
  await expect(widget.getByRole("img")).toHaveCount(6);
  await expect(widget.getByRole("img").first()).toHaveAttribute("alt", "<b>23456789@N02</b> photo 1");
  await widget.screenshot({ path: testInfo.outputPath("widget-feed.png") });
  await footerFeed(page).scrollIntoViewIfNeeded();
  await expect(footerList(page).getByRole("img").first()).toHaveAttribute("alt", "<b>98765432@N01</b> photo 1");
  const callbacks = feed.asked.map((url) => url.searchParams.get("jsoncallback"));
  expect(feed.asked.map((url) => url.searchParams.get("id")).sort()).toEqual(["23456789@N02", "98765432@N01"]);
  expect(new Set(callbacks).size).toBe(2);
});

for (const [failure, respond] of [
  ["an error answer", (route: Route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server error</h1>" })],
  ["a malformed answer", (route: Route) => route.fulfill({ contentType: "application/javascript", body: `${new URL(route.request().url()).searchParams.get("jsoncallback")}({"items": "none"})` })],
  ["a script that never calls back", (route: Route) => route.fulfill({ contentType: "application/javascript", body: "/* nothing */" })],
] as const) {
  test(`on ${failure} the console says ${FEED_ERROR} and the visitor sees nothing move`, async ({ page }) => {
    const errors = watchErrors(page);
    await standIn(page, photos, respond);
    await page.goto("/");
    // The footer's widgets, where the feed sits: after a choice the consent tab joins the
    // footer's end (docs/behaviour/consent-layer-1.md#show-again-tab), which is no movement of the feed's.
    const footer = page.locator(".site-footer__widgets");
    await footer.scrollIntoViewIfNeeded();
    const before = (await footer.boundingBox())!;
    await acceptAll(page);
    await expect(footerFeed(page)).toHaveAttribute("data-feed-state", "failed");
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([FEED_ERROR]);
    expect((await footerFeed(page).boundingBox())?.height ?? 0).toBe(0);
    expect((await footer.boundingBox())!.height).toBe(before.height);
  });
}

test(`a feed that never answers is given up by 8000 ms: ${FEED_ERROR}, nothing shown`, async ({ page }) => {
  const errors = watchErrors(page);
  // The request is held, never answered.
  await standIn(page, photos, () => new Promise<void>(() => undefined));
  await page.clock.install();
  await page.goto("/");
  // From here the page's time moves only when the test moves it, however slow the machine.
  await pauseClockSoon(page, 1000);
  const asked = page.waitForRequest(`https://${FEED_HOST}/**`);
  await acceptAll(page);
  await footerFeed(page).scrollIntoViewIfNeeded();
  await asked;
  await expect(footerFeed(page)).toHaveAttribute("data-feed-state", "loading");
  await page.clock.runFor(7999);
  await expect(footerFeed(page)).toHaveAttribute("data-feed-state", "loading");
  expect(errors).toEqual([]);
  await page.clock.runFor(1);
  await expect(footerFeed(page)).toHaveAttribute("data-feed-state", "failed");
  expect(errors).toEqual([FEED_ERROR]);
  expect((await footerFeed(page).boundingBox())?.height ?? 0).toBe(0);
});

test("a photo that fails to load gets lazy-error and the tidy fallback", async ({ page }) => {
  await standIn(page);
  await page.route(`https://${IMAGE_HOST}/**/*-2_q.jpg`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await acceptAll(page);
  await footerFeed(page).scrollIntoViewIfNeeded();
  const images = footerList(page).getByRole("img");
  await expect(images.nth(2)).toHaveClass(/lazy-error/);
  await expect(images.nth(0)).not.toHaveClass(/lazy-error/);
  const box = (await images.nth(2).boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);
});
