import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, pauseClockSoon, test, watchErrors } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { atBothWidths, atDesktopWidth } from "./widths";

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

test("a gallery post's slider steps every 6000 ms, pauses and stops as the visitor says, and its arrow keys move it to its disabled ends", async ({ page }) => {
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

  await pauseClockSoon(page);
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

  await test.step("keyboard arrows move the slider; the ends are disabled", async () => {
    // The slider's movement runs on animation frames: the page's time runs again.
    await page.clock.resume();
    const next = slider.getByRole("button", { name: "Next slide" });
    await expect(next).toBeFocused();
    for (let i = 4; i <= 5; i++) {
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toContainText(`${i} / 5`);
    }
    await expect(next).toBeDisabled();
    // Focus was on Next, now disabled: it moved to Previous rather than being lost.
    await expect(slider.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toContainText("4 / 5");
    // The slide shown next is loaded one step ahead; by now every slide has been one step away.
    await expect(slider.locator("img[data-slider-src]")).toHaveCount(0);
  });
});

test("the pointer over a slider pauses its autoplay", atDesktopWidth, async ({ page }) => {
  await open(page, PRODUCT);
  const slider = page.getByRole("region", { name: "Celadon bottle vase: images" });
  await expect(slider).toHaveAttribute("data-autoplay-state", "playing");
  await slider.hover();
  await expect(slider).toHaveAttribute("data-autoplay-state", "paused");
  await page.mouse.move(2, 2);
  await expect(slider).toHaveAttribute("data-autoplay-state", "playing");
});

test("under reduced motion a slider does not autoplay and shows no slideshow button", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, GALLERY_POST);
  await expect(gallery(page)).toHaveAttribute("data-autoplay-state", "stopped");
  await expect(gallery(page).getByRole("button", { name: /slideshow/ })).toBeHidden();
});

test("nothing shifts as the slider wakes and plays, and axe finds nothing", atBothWidths, async ({ page }) => {
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

/**
 * Where the slide a slider says it shows sits against its frame, once the movement has come to
 * rest: its leading edge on the frame's (the left in left-to-right, the right in right-to-left),
 * so no sliver of a neighbour shows. Polled until two reads agree, so a slide passing through
 * the right place on its way to a wrong one does not count.
 */
async function restingOffset(slider: Locator, shown: Locator, rtl: boolean): Promise<number> {
  let last = Number.NaN;
  let offset = Number.NaN;
  await expect
    .poll(async () => {
      const frame = (await slider.boundingBox())!;
      const slide = (await shown.boundingBox())!;
      const now = rtl ? frame.x + frame.width - (slide.x + slide.width) : slide.x - frame.x;
      const still = Math.abs(now - last) < 0.5;
      last = now;
      offset = now;
      return still;
    }, { intervals: [150] })
    .toBe(true);
  return offset;
}

/** A control lies inside the slider's frame and nothing covers its middle: the visitor sees all of it. */
async function expectUncovered(slider: Locator, control: Locator) {
  const frame = (await slider.boundingBox())!;
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(hit).toBe(true);
}

/**
 * Steps a slider with Next from its first view to its last, and checks at every stop that the
 * first slide the counter names lines up with the frame; a slider that wraps around is stepped
 * until it is back at the start.
 */
async function stepThroughEverySlide(page: Page, slider: Locator, { rtl = false } = {}) {
  await slider.scrollIntoViewIfNeeded();
  await slider.hover();
  // A shop card's slider wakes on that first reach; the pointer coming over it again brings in the carousel library.
  await expect(slider).toHaveAttribute("data-autoplay-state", /./);
  await page.mouse.move(0, 0);
  await slider.hover();
  await expect(slider).toHaveAttribute("data-slider-mode", "engine");
  const total = await slider.locator("[data-slider-slide]").count();
  expect(total).toBeGreaterThan(1);
  const next = slider.getByRole("button", { name: "Next slide" });
  const counter = slider.locator("[data-slider-counter] [aria-hidden]");
  const firstShown = async () => Number(/^(\d+)/.exec((await counter.textContent()) ?? "")?.[1]);
  const offsets: string[] = [];
  for (let step = 0; step < total; step++) {
    const first = await firstShown();
    const offset = await restingOffset(slider, slider.getByRole("group", { name: `${first} of ${total}`, exact: true }), rtl);
    offsets.push(`${first}: ${offset.toFixed(1)}`);
    if (await next.isDisabled()) break;
    await next.click();
    await expect.poll(firstShown).not.toBe(first);
    if ((await firstShown()) === 1) break;
  }
  // Every stop, the last one included, sits on the frame to the pixel.
  expect(offsets.length).toBeGreaterThan(1);
  expect(offsets.filter((o) => Math.abs(Number(o.split(": ")[1])) > 1), `offsets of each stop: ${offsets.join(", ")}`).toEqual([]);
  await expectUncovered(slider, next);
}

const rightToLeft = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      document.documentElement.dir = "rtl";
      document.body.classList.add("rtl");
    }),
  );

/**
 * Where each slide comes to rest depends on the width: slide and gap widths, and slides per
 * view, follow the breakpoints, so left to right runs at both widths.
 */
test.describe("left to right", () => {
  test("every slide of a gallery post's slider lines up with the frame, the last one too, and Next and Pause stay whole", atBothWidths, async ({ page }) => {
    await open(page, "/blog/a-week-of-fog-on-the-north-shore");
    const slider = gallery(page);
    await stepThroughEverySlide(page, slider);
    await expectUncovered(slider, slider.getByRole("button", { name: /slideshow$/ }));
  });

  test("every slide of a product page's slider lines up with the frame", atBothWidths, async ({ page }) => {
    await open(page, "/shop/wood-fired-storage-jar");
    await stepThroughEverySlide(page, page.getByRole("region", { name: "Wood-fired storage jar: images" }));
  });

  test("a shop card's slider loads no code until reached for, never autoplays, and every slide lines up with the card", atBothWidths, async ({ page }) => {
    await page.goto("/shop");
    const card = page.getByRole("region", { name: "Wood-fired storage jar: images" });
    await card.scrollIntoViewIfNeeded();
    // A card's slider wakes when the visitor reaches for it; until then no slider code has loaded for it.
    await expect(card).not.toHaveAttribute("data-autoplay-state", /./);
    await card.hover();
    await expect(card).toHaveAttribute("data-autoplay-state", "stopped");
    await expect(card.locator("[data-slider-toggle]")).toHaveCount(0);
    await expect(card.locator("[data-slider-counter]")).toContainText("1 / ");
    await stepThroughEverySlide(page, card);
  });

  test("every view of the carousel widget lines up with the frame, round to the start", atBothWidths, async ({ page }) => {
    await page.goto("/");
    await stepThroughEverySlide(page, page.getByRole("region", { name: "From the journal" }));
  });
});

/**
 * Right to left mirrors the same layout (the stylesheet's logical margins and insets, the
 * carousel library's direction); nothing in it changes with the width but the number of
 * slides in a view. A gallery post, a product page and a shop card show one slide per view at
 * every width, so they run once; the carousel widget shows several on a desktop, where the
 * slider counts its view from slides laid out right to left, so it runs at both widths.
 */
test.describe("right to left", () => {
  test.beforeEach(async ({ page }) => {
    await rightToLeft(page);
  });

  test("the arrow keys follow the reading direction, and every slide of a gallery post's slider lines up with the frame, and Next and Pause stay whole", async ({ page }) => {
    await open(page, "/blog/a-week-of-fog-on-the-north-shore");
    const slider = gallery(page);
    await slider.getByRole("button", { name: "Next slide" }).focus();
    // The left arrow goes forward, the right one back.
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toContainText("2 / ");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toContainText("1 / ");
    await stepThroughEverySlide(page, slider, { rtl: true });
    await expectUncovered(slider, slider.getByRole("button", { name: /slideshow$/ }));
  });

  test("every slide of a product page's slider lines up with the frame", async ({ page }) => {
    await open(page, "/shop/wood-fired-storage-jar");
    await stepThroughEverySlide(page, page.getByRole("region", { name: "Wood-fired storage jar: images" }), { rtl: true });
  });

  test("every slide of a shop card's slider lines up with the card", async ({ page }) => {
    await page.goto("/shop");
    await stepThroughEverySlide(page, page.getByRole("region", { name: "Wood-fired storage jar: images" }), { rtl: true });
  });

  test("every view of the carousel widget lines up with the frame, round to the start", atBothWidths, async ({ page }) => {
    await page.goto("/");
    await stepThroughEverySlide(page, page.getByRole("region", { name: "From the journal" }), { rtl: true });
  });
});
