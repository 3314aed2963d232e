import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { bar, cookieMap, fakeTag, TAG_HOST, WORDS } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * Lazy video players (docs/behaviour/media.md#lazy-video): the about page's `lazy-video`
 * widget (YouTube), a journal post's frame (YouTube) and a video link on its own line (Vimeo).
 * The provider is asked nothing before consent and the press; after it, only for its player.
 * How a pasted frame becomes a player is a unit test (site/app/features/video/video-gate.server.test.ts,
 * site/app/features/feature-collection.test.ts), and so is the poster's link without
 * JavaScript (lazy-video.widget.test.tsx).
 */
const PLAYER_HOSTS = ["www.youtube-nocookie.com", "player.vimeo.com"];
test.use({ allowedHosts: [...PLAYER_HOSTS, TAG_HOST] });

const TITLE = "A morning at the wheel in Hollow Oak Studio";
const video = (page: Page) => page.locator(`[data-lazy-video][data-alt="${TITLE}"]`);

/** Stands in for the providers' players and records what was asked of them. */
async function fakePlayers(page: Page): Promise<string[]> {
  const asked: string[] = [];
  for (const host of PLAYER_HOSTS) {
    await page.route(`https://${host}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>player</title><p>playing</p>" });
    });
  }
  await fakeTag(page);
  return asked;
}

test("before consent: a self-hosted poster in the player's box; Play shows the consent placeholder and asks the provider nothing", atBothWidths, async ({ page }, testInfo) => {
  const asked = await fakePlayers(page);
  const posters: string[] = [];
  page.on("request", (r) => r.resourceType() === "image" && r.url().includes("/media/video/") && posters.push(new URL(r.url()).pathname));
  await page.goto("/about");
  const box = video(page);
  await box.scrollIntoViewIfNeeded();
  await expect(box.locator("img.lazy-video__poster")).toHaveJSProperty("complete", true);
  expect(posters).toEqual(["/media/video/youtube-aqz-KE-bpKQ.webp"]);
  const { width, height } = (await box.boundingBox())!;
  expect(width / height).toBeCloseTo(16 / 9, 1);
  await box.screenshot({ path: testInfo.outputPath("video-poster.png") });

  await box.getByRole("button", { name: `Play video: ${TITLE}` }).click();
  const accept = box.getByRole("button", { name: "Allow YouTube and load this content" });
  await expect(accept).toBeFocused();
  await expect(box.getByRole("link", { name: "Watch on YouTube (opens in a new tab)" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  // (The page's other embed waits as layer 2's placeholder: a frame without an address.)
  await expect(page.locator("iframe[src]")).toHaveCount(0);
  const after = (await box.boundingBox())!;
  expect(Math.abs(after.height - height)).toBeLessThan(1);
  await expectNoAxeViolations(page, "video placeholder");
  await box.screenshot({ path: testInfo.outputPath("video-placeholder.png") });
  expect(asked).toEqual([]);
});

test("the placeholder's accept grants the service and plays at once, in the same box, on the privacy-enhanced domain", async ({ page, context }) => {
  const asked = await fakePlayers(page);
  await page.goto("/about");
  const box = video(page);
  await box.scrollIntoViewIfNeeded();
  const before = (await box.boundingBox())!;
  await box.getByRole("button", { name: /^Play video/ }).click();
  await box.getByRole("button", { name: "Allow YouTube and load this content" }).click();
  const frame = box.locator(`iframe[title="${TITLE}"]`);
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&enablejsapi=1");
  await expect(frame).toHaveAttribute("allow", /autoplay/);
  await expect(frame).toBeFocused();
  const after = (await frame.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThan(2);
  const player = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&enablejsapi=1";
  await expect.poll(() => asked).toContain(player);
  // The accept grants the service: the page's other YouTube embed (a lazy frame, asked when
  // near the view) may load with it, and nothing else does.
  expect(asked.filter((url) => url !== player)).toEqual(asked.filter((url) => url === "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"));
  expect(asked.filter((url) => url === player)).toHaveLength(1);
  const cookies = await cookieMap(context);
  expect(JSON.parse(decodeURIComponent(cookies.wpconsent_preferences!))).toMatchObject({ marketing: false, youtube: true, vimeo: false });
});

test("after consent in the bar, one press plays, from the keyboard too", async ({ page }, testInfo) => {
  const asked = await fakePlayers(page);
  await page.goto("/about");
  await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
  const play = page.getByRole("button", { name: `Play video: ${TITLE}` });
  await play.focus();
  await page.keyboard.press("Enter");
  const frame = video(page).locator("iframe");
  await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&enablejsapi=1$/);
  await expect.poll(() => asked.length).toBe(1);
  await video(page).screenshot({ path: testInfo.outputPath("video-playing.png") });
});

test("a video address alone on its line becomes a player, Vimeo's with dnt=1; a player starting pauses the one already playing, through its provider's API loaded only then", async ({ page }) => {
  const asked = await fakePlayers(page);
  // The provider's API, stood in for: its Player records what it was told.
  await page.route("https://player.vimeo.com/api/player.js", (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: "application/javascript",
      body: "window.Vimeo = { Player: function (frame) { this.pause = function () { (window.__paused = window.__paused || []).push(frame.title); return Promise.resolve(); }; } };",
    });
  });
  await page.goto("/blog/pulling-a-handle");
  await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
  await page.getByRole("button", { name: "Play video: Pulling a mug handle, start to finish" }).click();
  await expect(page.locator("iframe[title='Pulling a mug handle, start to finish']")).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1");
  // Only the player pressed is asked for; its API waits until another player starts.
  await expect.poll(() => asked).toEqual(["https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"]);
  await page.getByRole("button", { name: "Play video: The mug's first morning out of the kiln" }).click();
  await expect(page.locator("iframe[title=\"The mug's first morning out of the kiln\"]")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1&enablejsapi=1$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __paused?: string[] }).__paused)).toEqual(["Pulling a mug handle, start to finish"]);
  expect(asked.filter((url) => url.includes("/api/"))).toEqual(["https://player.vimeo.com/api/player.js"]);
});

test("a video in a post's running text shows its poster filling the player's box, with no band above it", atBothWidths, async ({ page }) => {
  await fakePlayers(page);
  await page.goto("/blog/pulling-a-handle");
  const players = page.locator("[data-lazy-video]").filter({ has: page.getByRole("button", { name: /^Play video/ }) });
  const count = await players.count();
  expect(count).toBe(2);
  for (let i = 0; i < count; i++) {
    const box = players.nth(i);
    await box.scrollIntoViewIfNeeded();
    const [frame, poster] = [(await box.boundingBox())!, (await box.locator("img").first().boundingBox())!];
    expect({ top: Math.round(poster.y - frame.y), bottom: Math.round(frame.y + frame.height - (poster.y + poster.height)) }).toEqual({ top: 0, bottom: 0 });
  }
});
