import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { english } from "./shipped-words";
import { atBothWidths } from "./widths";

/** The lightbox (docs/behaviour/media.md#lightbox) on the demo site's galleries and on links a test adds. */
const GALLERY_POST = "/blog/inside-the-studio-shelves-tiles-and-a-window/";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

/** The lightbox's words, as the demo (with none of its own) says them. */
const said = english.words.lightbox;
const dialog = (page: Page) => page.getByRole("dialog", { name: said.dialog });
const hash = (page: Page) => page.evaluate(() => location.hash);
const focusInViewer = (page: Page) => page.evaluate(() => document.querySelector(".pswp")!.contains(document.activeElement));

/** A promise the test settles itself, for a route that answers only when the test says so. */
function held() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

test("a gallery opens in the lightbox on the first press, loops, deep-links, and gives focus back, even when Escape comes during the opening", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  // The link's code arrives only once the press is made: the press is held, then replayed.
  const code = held();
  let asked: () => void = () => {};
  const codeAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route("**/assets/lightbox-setup-*.js", async (route) => {
    asked();
    await code.promise;
    await route.continue();
  });
  await page.goto(GALLERY_POST);
  expect(requested.filter((url) => /lightbox-open|photoswipe/.test(url)), "the lightbox library is not in the first load").toEqual([]);
  const first = page.getByRole("link", { name: /^Shelves of drying mugs/ });
  await first.click();
  await codeAsked;
  await expect(dialog(page)).toHaveCount(0);
  code.release();
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText("1 / 5");
  expect(await hash(page)).toBe("#lightbox:gallery=1&slide=1");
  await expect.poll(() => focusInViewer(page)).toBe(true);
  // Nothing under it moves by itself, so the link that opened it is still there to take focus back.
  await expect(page.locator("html")).toHaveAttribute("data-page-covered", "");
  const slider = page.locator("main [data-slider][data-gallery]").first();
  await expect(slider).toHaveAttribute("data-autoplay-state", /^(paused|stopped)$/);

  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(".pswp__counter")).toHaveText("5 / 5");
  expect(await hash(page)).toBe("#lightbox:gallery=1&slide=5");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".pswp__counter")).toHaveText("2 / 5");
  // Preload 0 before and 2 after: slides 3 and 4 are fetched, slide 1 (before) is not fetched again.
  await expect.poll(() => page.locator(".pswp img.pswp__img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt.slice(0, 12)))).toContain("Twenty-eight");

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(first).toBeFocused();
  await expect(page.locator("html")).not.toHaveAttribute("data-page-covered");
  expect(await hash(page)).toBe("");

  await test.step("focus goes back to the opening link whatever had focus before, even when Escape comes during the opening", async () => {
    // The press on its slide stopped the slideshow for good, so the link stays in view.
    await expect(slider).toHaveAttribute("data-autoplay-state", "stopped");
    await slider.getByRole("button", { name: /slideshow$/ }).focus();
    await first.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  // The shared address opens the same image.
  await page.goto("about:blank");
  await page.goto(`${GALLERY_POST}#lightbox:gallery=1&slide=3`);
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText("3 / 5");
});

test("the portfolio's image carousel and each of its galleries open in the lightbox on their own, and the open viewer passes axe", atBothWidths, async ({ page }, testInfo) => {
  await page.goto("/portfolio/");
  const carousel = page.getByRole("region", { name: "In the studio" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-autoplay-state", /./);
  await carousel.screenshot({ path: testInfo.outputPath("carousel-portfolio.png") });
  await carousel.getByRole("link").first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText("1 / 6");
  await expect.poll(() => focusInViewer(page)).toBe(true);
  await expectNoAxeViolations(page, "lightbox open");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);

  const galleries = page.locator("main [data-gallery]");
  const count = await galleries.nth(1).locator("a[data-lightbox]").count();
  await galleries.nth(1).locator("a[data-lightbox]").first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText(`1 / ${count}`);
  expect(await hash(page)).toBe("#lightbox:gallery=2&slide=1");
});

test("inline and fetched content, the four messages, a slow image, and a link that downloads", async ({ page }) => {
  const fragment = held();
  await page.route("**/slow-fragment/", async (route) => {
    await fragment.promise;
    await route.fulfill({ contentType: "text/html", body: "<html><body><main><p>Fragment arrived</p></main></body></html>" });
  });
  const image = held();
  await page.route("**/media/slow-photograph.png", async (route) => {
    await image.promise;
    await route.fulfill({ path: "site/public/media/kiln-wood-stack-480.webp", contentType: "image/webp" });
  });
  await page.goto("/about/");
  await page.evaluate(() =>
    document.querySelector("main")!.insertAdjacentHTML(
      "beforeend",
      `<div id="glaze-note" hidden><p>Inline note about glazes</p></div>
       <p><a class="lightbox" href="#glaze-note">Note</a> <a class="lightbox" href="#no-such-note">Missing note</a>
       <a class="lightbox" href="/slow-fragment/">Slow</a> <a class="lightbox" href="/no-such-page/">Broken page</a>
       <a href="/media/no-such-image.jpg" data-pswp-width="800" data-pswp-height="600">Broken image</a>
       <a href="/media/no-such-image.png">Broken image, no size</a>
       <a href="/media/slow-photograph.png">The woodpile, full size</a></p>
       <p><a href="/media/kiln-wood-stack-800.webp" download>Download the photograph</a> <a href="/media/kiln-wood-stack-800.webp">View the photograph</a></p>`,
    ),
  );
  const openAndSee = async (name: string, text: string) => {
    await page.getByRole("link", { name, exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText(text, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
  };
  await openAndSee("Note", "Inline note about glazes");
  await openAndSee("Missing note", said.notFound);
  await openAndSee("Broken page", said.contentError);
  await openAndSee("Broken image", said.imageError);
  await openAndSee("Broken image, no size", said.imageError);

  await page.getByRole("link", { name: "Slow", exact: true }).click();
  await expect(dialog(page).getByText(said.loading, { exact: true }).first()).toBeVisible();
  fragment.release();
  await expect(dialog(page).getByText("Fragment arrived")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();

  await test.step("a slow image of unknown size says 'Loading...' until it arrives", async () => {
    await page.getByRole("link", { name: "The woodpile, full size" }).click();
    const loading = dialog(page).getByRole("status").filter({ hasText: said.loading });
    await expect(loading).toBeVisible();
    image.release();
    await expect(dialog(page).getByRole("img", { name: "The woodpile, full size" })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
  });

  await test.step("a link with a download attribute downloads, and never opens the lightbox", async () => {
    const downloadLink = page.getByRole("link", { name: "Download the photograph" });
    // The lightbox's enhancer wakes on the link itself as the pointer reaches it, before the press.
    await downloadLink.hover();
    await expect(downloadLink).toHaveAttribute("data-enhanced", /lightbox/);
    const download = page.waitForEvent("download");
    await downloadLink.click();
    expect((await download).suggestedFilename()).toBe("kiln-wood-stack-800.webp");
    await expect(dialog(page)).toHaveCount(0);
    // The same address without `download` opens in it.
    await page.getByRole("link", { name: "View the photograph" }).click();
    await expect(dialog(page)).toBeVisible();
  });
});
