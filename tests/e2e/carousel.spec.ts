import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, pauseClockSoon, test, watchErrors } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { atBothWidths, atDesktopWidth } from "./widths";

/**
 * The carousel widget (docs/behaviour/media.md#carousel): the home page's journal cards,
 * and a slider rule shared with it: the 3 px drag threshold. The portfolio's studio images
 * opening in the lightbox, and `download` links never opening it, are in lightbox.spec.ts.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

const journal = (page: Page) => page.getByRole("region", { name: "From the journal" });
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960;

async function open(page: Page, path: string, carousel: ReturnType<typeof journal>) {
  await page.goto(path);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-autoplay-state", /./);
}

test("three cards on desktop, one on phones; autoplay every 3000 ms; images load one slide ahead; nothing shifts", atBothWidths, async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  // When autoplay started, on the page's (fake) clock.
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (el.getAttribute("data-autoplay-state") === "playing") (window as unknown as { __playingAt?: number }).__playingAt ??= performance.now();
      }
    }).observe(document, { subtree: true, attributeFilter: ["data-autoplay-state"] });
  });
  await page.clock.install();
  const carousel = journal(page);
  await open(page, "/", carousel);
  await pauseClockSoon(page);
  const counter = carousel.locator("[data-slider-counter]");
  const per = isDesktop(page) ? 3 : 1;
  await expect(counter).toContainText(per === 3 ? "1–3 / 6" : "1 / 6");
  await expect(carousel).toHaveAttribute("data-autoplay-state", "playing");
  // The fifth card is two slides beyond a desktop view: its image waits.
  const fifth = carousel.locator("[data-slider-slide]").nth(4).locator("img.card__image");
  await expect(fifth).toHaveAttribute("data-slider-src", /\.webp$/);
  // The strip scrolls inside its box: the page itself never gets wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await carousel.screenshot({ path: testInfo.outputPath("carousel-home.png") });

  const elapsed = await page.evaluate(() => performance.now() - (window as unknown as { __playingAt: number }).__playingAt);
  await page.clock.runFor(Math.max(0, 3000 - elapsed - 100));
  await expect(counter).toContainText(per === 3 ? "1–3 / 6" : "1 / 6");
  await page.clock.runFor(200);
  await expect(counter).toContainText(per === 3 ? "2–4 / 6" : "2 / 6");
  // On desktop the view now reaches the fourth card: the fifth, one ahead, has its address.
  if (per === 3) await expect(fifth).not.toHaveAttribute("data-slider-src", /./);
  // Waking, hydrating and a step moved nothing on the page.
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  await page.clock.resume();
  await expectNoAxeViolations(page, "home page with its carousel");
  expect(errors).toEqual([]);
});

test("as the window narrows the carousel re-measures once resizing pauses: three cards, then two, then one", atDesktopWidth, async ({ page }) => {
  await page.clock.install();
  const carousel = journal(page);
  await open(page, "/", carousel);
  await pauseClockSoon(page);
  const counter = carousel.locator("[data-slider-counter]");
  await expect(counter).toContainText("1–3 / 6");
  // The re-measure waits for a 150 ms pause in resizing (SLIDER_TIMING.resizeDebounceMs),
  // on the page's clock, which the test moves on until the counter follows.
  const settle = async (text: string) =>
    expect
      .poll(async () => {
        await page.clock.runFor(160);
        return counter.textContent();
      })
      .toContain(text);
  await page.setViewportSize({ width: 800, height: 900 });
  await settle("1–2 / 6");
  await page.setViewportSize({ width: 375, height: 800 });
  await settle("1 / 6");
  // Nothing is cut or spills: the page stays as wide as the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

// A mouse's hover; the focus half is the same at any width, so it rides along here.
test("the pointer over the carousel pauses its autoplay; focus entering it stops it for good", atDesktopWidth, async ({ page }) => {
  const carousel = journal(page);
  await open(page, "/", carousel);
  await carousel.hover();
  await expect(carousel).toHaveAttribute("data-autoplay-state", "paused");
  await page.mouse.move(2, 2);
  await expect(carousel).toHaveAttribute("data-autoplay-state", "playing");
  await carousel.getByRole("link").first().focus();
  await expect(carousel).toHaveAttribute("data-autoplay-state", "stopped");
  await page.mouse.move(4, 4);
  await expect(carousel).toHaveAttribute("data-autoplay-state", "stopped");
});

test("a press that moves 2 px is a click (the lightbox opens); one that moves 6 px is a drag (it does not)", atDesktopWidth, async ({ page }) => {
  const slider = page.getByRole("region", { name: /: gallery$/ });
  await open(page, "/blog/inside-the-studio-shelves-tiles-and-a-window/", slider);
  await slider.hover();
  await expect(slider).toHaveAttribute("data-slider-mode", "engine");
  const box = (await slider.locator("[data-slider-slide]").first().boundingBox())!;
  const press = async (dx: number) => {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - dx, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
  };
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await press(2);
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  // The lightbox's code is loaded now: a click would open it within a frame or two.
  await press(6);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(viewer).toHaveCount(0);
});
