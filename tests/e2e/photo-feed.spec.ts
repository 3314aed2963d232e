import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { expect, expectNoAxeViolations, test, watchErrors } from "./fixtures";
import { bar, fakeTag, TAG_HOST, WORDS } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * The photo feed (docs/behaviour/media.md#photo-feed): the footer's feed on every page and
 * the about page's `photo-feed` widget, with a local stand-in for the provider. The feed's
 * rules (the stored copy, consent withdrawn, each way an answer fails, the time limit) are
 * unit tests beside its code; here a real page's consent opens the gate, two feeds share a
 * page, and one failing answer leaves nothing on it.
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

/** Before consent a feed is waiting, asks nothing and takes no room. */
async function expectWaitingFeeds(page: Page, feed: Feed, count: number) {
  const containers = page.locator("[data-photo-feed]");
  await expect(containers).toHaveCount(count);
  for (const container of await containers.all()) {
    await container.scrollIntoViewIfNeeded();
    await expect(container).toHaveAttribute("data-feed-state", "waiting");
    expect((await container.boundingBox())?.height ?? 0).toBe(0);
  }
  expect(feed.asked).toEqual([]);
}

test("before consent the footer's feed asks nothing and takes no room; after Accept All it shows the latest photos as square thumbnails, titles as text, and a photo that fails keeps its square", atBothWidths, async ({ page }, testInfo) => {
  const feed = await standIn(page);
  await page.route(`https://${IMAGE_HOST}/**/*-2_q.jpg`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await expectWaitingFeeds(page, feed, 1);
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

  await test.step("a photo that fails to load gets lazy-error and the tidy fallback, in its square", async () => {
    await expect(images.nth(2)).toHaveClass(/lazy-error/);
    await expect(images.nth(0)).not.toHaveClass(/lazy-error/);
    const box = (await images.nth(2).boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
  });

  await expectNoAxeViolations(page, "footer photo feed");
  await page.locator(".site-footer").screenshot({ path: testInfo.outputPath("footer-feed.png") });
});

test("two feeds on one page wait for consent, then each gets its own user's photos, up to their own count", async ({ page }, testInfo) => {
  const feed = await standIn(page);
  // Accept All also loads the page's embedded video (docs/behaviour/consent-layer-2.md#embeds): an empty stand-in.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "" }));
  await page.goto("/about");
  await expectWaitingFeeds(page, feed, 2);
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

// One way of failing in a real page (site/app/features/photo-feed/photo-feed-show.test.ts and
// feed-request.test.ts hold the others): the hidden feed leaves the footer as it was, at any width.
test(`on an error answer the console says ${FEED_ERROR} and the visitor sees nothing move`, async ({ page }) => {
  const errors = watchErrors(page);
  await standIn(page, photos, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server error</h1>" }));
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
