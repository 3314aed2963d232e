import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { atBothWidths } from "./widths";

/**
 * Broken media (docs/behaviour/media.md#broken-media): every image a widget shows that
 * fails gets `lazy-error` and the tidy fallback, in the box it would have had.
 */

const PAGES = [
  { name: "gallery post: slider", path: "/blog/a-week-of-fog-on-the-north-shore", images: ".slider__image" },
  { name: "product: slider", path: "/shop/celadon-bottle-vase", images: ".slider__image" },
  { name: "shop: cards and card sliders", path: "/shop", images: ".card__image, .card__slider .slider__image" },
  { name: "journal: post cards", path: "/blog", images: ".card__image" },
  { name: "portfolio: gallery", path: "/portfolio", images: ".gallery-grid__image" },
  { name: "about: image widget", path: "/about", images: ".image-widget img" },
];

/** The boxes of every image of the kind, in page order (a slider's later images have theirs before they load). */
async function boxes(page: Page, selector: string) {
  return page.locator(`main :is(${selector})`).evaluateAll((images) =>
    images.map((img) => {
      const { width, height } = img.getBoundingClientRect();
      return { width, height };
    }),
  );
}

/** Equal to within a pixel: the fallback box may round differently from the picture's. */
function expectSameBoxes(actual: { width: number; height: number }[], expected: { width: number; height: number }[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((box, i) => {
    expect(Math.abs(box.width - expected[i]!.width), `image ${i + 1}: width ${box.width}, was ${expected[i]!.width}`).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - expected[i]!.height), `image ${i + 1}: height ${box.height}, was ${expected[i]!.height}`).toBeLessThanOrEqual(1);
  });
}

async function loadAll(page: Page, path: string) {
  await page.goto(path);
  // Every lazy image near the view: scroll through the page once, a frame at each step. A
  // loaded machine's headless browser can hold back frames for seconds; the step then moves on
  // after 50 ms, and the assertions below wait for the images the frames bring.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((frame) => {
        requestAnimationFrame(frame);
        setTimeout(frame, 50);
      });
    }
    window.scrollTo(0, 0);
  });
}

for (const { name, path, images } of PAGES) {
  // The boxes, and whether anything spreads past the screen, follow the width.
  test(`${name}: a failed image is marked lazy-error and keeps its box`, atBothWidths, async ({ page }, testInfo) => {
    await loadAll(page, path);
    const whole = await boxes(page, images);
    expect(whole.length, "the page shows images of this kind").toBeGreaterThan(0);

    await page.route("**/media/**", (route) => (route.request().resourceType() === "image" ? route.fulfill({ status: 404, body: "" }) : route.fallback()));
    await loadAll(page, path);
    const selector = `main :is(${images})[src]`;
    await expect(page.locator(selector).first()).toHaveClass(/lazy-error/);
    await page.locator(selector).last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("broken.png") });
    // Images the browser has tried (a slider's later slides may not have been asked yet) are all marked.
    await expect.poll(async () => page.locator(selector).evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).complete && !img.classList.contains("lazy-error")).length)).toBe(0);
    expectSameBoxes(await boxes(page, images), whole);
    // Nothing spread past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
}

test("a gallery whose images all fail still opens the lightbox, which says so", async ({ page }, testInfo) => {
  await page.route("**/media/**", (route) => (route.request().resourceType() === "image" ? route.fulfill({ status: 404, body: "" }) : route.fallback()));
  await page.goto("/blog/a-week-of-fog-on-the-north-shore");
  const first = page.locator("main .slider__image").first();
  await expect(first).toHaveClass(/lazy-error/);
  await page.locator("main [data-slider] a").first().click();
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer.getByText("The image could not be loaded.")).toBeVisible();
  // The opening animation has ended: the screenshot shows the viewer as it stays.
  await expect(page.locator(".pswp")).toHaveClass(/pswp--ui-visible/);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
  await page.screenshot({ path: testInfo.outputPath("lightbox-broken.png") });
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});
