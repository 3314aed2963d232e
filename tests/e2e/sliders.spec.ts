import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, watchErrors } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";

/**
 * Sliders (docs/behaviour/media.md#sliders) on the demo site: the gallery post's and the
 * product page's (6000 ms autoplay, lightbox links) and the shop cards' (never autoplay).
 */
const GALLERY_POST = "/blog/inside-the-studio-shelves-tiles-and-a-window/";
const PRODUCT = "/shop/celadon-bottle-vase/";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

const gallery = (page: Page) => page.getByRole("region", { name: /: gallery$/ });
const counter = (page: Page) => page.locator("main [data-slider-counter]").first();

/** Opens a page and waits until its first slider's enhancer has shown the controls. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main [data-slider]").first()).toHaveAttribute("data-autoplay-state", /./);
}

test("a gallery post's slider steps every 6000 ms, pauses and stops as the visitor says", async ({ page }) => {
  // When autoplay started, on the page's (fake) clock.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (el.getAttribute("data-autoplay-state") === "playing") (window as unknown as { __playingAt?: number }).__playingAt ??= performance.now();
      }
    }).observe(document, { subtree: true, attributeFilter: ["data-autoplay-state"] });
  });
  await page.clock.install();
  await open(page, GALLERY_POST);
  const slider = gallery(page);
  await expect(slider).toHaveAttribute("data-autoplay-state", "playing");
  await expect(counter(page)).toHaveText("1 / 5Slide 1 of 5");
  await expect(slider.getByRole("button", { name: "Previous slide" })).toBeDisabled();
  // While playing, the counter is not announced at every step.
  await expect(counter(page)).toHaveAttribute("aria-live", "off");

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  const elapsed = await page.evaluate(() => performance.now() - (window as unknown as { __playingAt: number }).__playingAt);
  await page.clock.runFor(Math.max(0, 6000 - elapsed - 100));
  await expect(counter(page)).toContainText("1 / 5");
  await page.clock.runFor(200);
  await expect(counter(page)).toContainText("2 / 5");

  // The visible pause control (WCAG 2.2.2), then play again.
  const toggle = slider.getByRole("button", { name: "Pause slideshow" });
  await toggle.click();
  await expect(slider).toHaveAttribute("data-autoplay-state", "stopped");
  await expect(slider.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await slider.getByRole("button", { name: "Play slideshow" }).click();
  await expect(slider).toHaveAttribute("data-autoplay-state", /playing|paused/);

  // A hidden tab pauses it; back in view, it plays on.
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "hidden", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await page.mouse.move(0, 0);
  await setHidden(true);
  await expect(slider).toHaveAttribute("data-autoplay-state", "paused");
  await setHidden(false);
  await expect(slider).toHaveAttribute("data-autoplay-state", "playing");

  // Any use of the slider (here the Next button) stops it for good and is announced.
  await slider.getByRole("button", { name: "Next slide" }).click();
  await expect(slider).toHaveAttribute("data-autoplay-state", "stopped");
  await expect(counter(page)).toContainText("3 / 5");
  await expect(counter(page)).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(12_000);
  await expect(counter(page)).toContainText("3 / 5");
});

test("the pointer over a slider pauses its autoplay", async ({ page, isMobile }, info) => {
  test.skip(info.project.name === "mobile" || isMobile, "hover is a mouse's");
  await open(page, PRODUCT);
  const slider = page.getByRole("region", { name: "Celadon bottle vase: images" });
  await expect(slider).toHaveAttribute("data-autoplay-state", "playing");
  await slider.hover();
  await expect(slider).toHaveAttribute("data-autoplay-state", "paused");
  await page.mouse.move(2, 2);
  await expect(slider).toHaveAttribute("data-autoplay-state", "playing");
});

test("keyboard arrows move the slider; the ends are disabled; right to left flips the arrows", async ({ page }) => {
  await open(page, GALLERY_POST);
  const slider = gallery(page);
  const next = slider.getByRole("button", { name: "Next slide" });
  await next.focus();
  // Focus inside stops autoplay (keyboard visitors decide).
  await expect(slider).toHaveAttribute("data-autoplay-state", "stopped");
  for (let i = 2; i <= 5; i++) {
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toContainText(`${i} / 5`);
  }
  await expect(next).toBeDisabled();
  // Focus was on Next, now disabled: it moved to Previous rather than being lost.
  await expect(slider.getByRole("button", { name: "Previous slide" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toContainText("4 / 5");
  // The slide shown next is loaded one step ahead; the others beyond are not yet.
  await expect(slider.locator("img[data-slider-src]")).toHaveCount(0);

  // Right to left (<body class="rtl">): the left arrow goes forward.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      document.documentElement.dir = "rtl";
      document.body.classList.add("rtl");
    }),
  );
  await open(page, GALLERY_POST);
  await gallery(page).getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toContainText("2 / 5");
  // The second slide, which lay to the left, is now in the frame.
  const offset = () =>
    gallery(page).evaluate((el) => el.querySelectorAll("[data-slider-slide]")[1]!.getBoundingClientRect().x - el.getBoundingClientRect().x);
  await expect.poll(offset).toBeLessThan(2);
  await expect.poll(offset).toBeGreaterThan(-2);
});

test("reduced motion: no autoplay; shop cards never autoplay", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, GALLERY_POST);
  await expect(gallery(page)).toHaveAttribute("data-autoplay-state", "stopped");
  await expect(gallery(page).getByRole("button", { name: /slideshow/ })).toBeHidden();

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/shop/");
  const card = page.locator(".woo-entry-image [data-slider]").first();
  await card.scrollIntoViewIfNeeded();
  // A card's slider wakes when the visitor reaches for it; until then no slider code has loaded for it.
  await expect(card).not.toHaveAttribute("data-autoplay-state", /./);
  await card.hover();
  await expect(card).toHaveAttribute("data-autoplay-state", "stopped");
  await expect(card.locator("[data-slider-toggle]")).toHaveCount(0);
  await expect(card.locator("[data-slider-counter]")).toContainText("1 / ");
});

test("nothing shifts as the slider wakes and plays, and axe finds nothing", async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.clock.install();
  await open(page, PRODUCT);
  await page.clock.runFor(6500);
  await expect(counter(page)).toContainText("2 / 2");
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  await expectNoAxeViolations(page, "product page with its slider");
  expect(errors).toEqual([]);
});

test("without JavaScript a slider is a scroll-snap strip with every image", async ({ newGuardedContext, baseURL }) => {
  const context = await newGuardedContext({ javaScriptEnabled: false });
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
  const page = await context.newPage();
  await page.goto(GALLERY_POST);
  const viewport = page.locator("main [data-slider-viewport]");
  await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
  expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth * 4)).toBe(true);
  await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  // The last slide's image (a <noscript> copy) is there once scrolled to.
  await expect(page.getByRole("img", { name: /Four glazed pots on the window sill/ })).toBeVisible();
});
