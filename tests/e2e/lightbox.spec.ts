import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";

/** The lightbox (docs/behaviour/media.md#lightbox) on the demo site's galleries and on links a test adds. */
const GALLERY_POST = "/blog/inside-the-studio-shelves-tiles-and-a-window/";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Image viewer" });
const hash = (page: Page) => page.evaluate(() => location.hash);

test("a gallery opens in the lightbox on the first press, loops, deep-links, and gives focus back", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  // The link's code arrives late: the press made before it is held and replayed.
  await page.route("**/assets/lightbox-setup-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(GALLERY_POST);
  expect(requested.filter((url) => /lightbox-open|photoswipe/.test(url)), "the lightbox library is not in the first load").toEqual([]);
  const first = page.getByRole("link", { name: /^Shelves of drying mugs/ });
  await first.click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText("1 / 5");
  expect(await hash(page)).toBe("#lightbox:gallery=1&slide=1");
  await expect.poll(() => page.evaluate(() => document.querySelector(".pswp")!.contains(document.activeElement))).toBe(true);
  // Nothing under it moves by itself, so the link that opened it is still there to take focus back.
  await expect(page.locator("html")).toHaveAttribute("data-page-covered", "");
  const slider = page.locator("main [data-slider][data-gallery]").first();
  await expect(slider).toHaveAttribute("data-autoplay-state", /^(paused|stopped)$/);
  await expectNoAxeViolations(page, "lightbox open");

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

  // The shared address opens the same image.
  await page.goto("about:blank");
  await page.goto(`${GALLERY_POST}#lightbox:gallery=1&slide=3`);
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText("3 / 5");
});

test("the portfolio's galleries open in the lightbox, each on its own", async ({ page }) => {
  await page.goto("/portfolio/");
  const galleries = page.locator("main [data-gallery]");
  const count = await galleries.nth(1).locator("a[data-lightbox]").count();
  await galleries.nth(1).locator("a[data-lightbox]").first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(".pswp__counter")).toHaveText(`1 / ${count}`);
  expect(await hash(page)).toBe("#lightbox:gallery=2&slide=1");
});

test("inline and fetched content, and the four messages", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/slow-fragment/", async (route) => {
    await held;
    await route.fulfill({ contentType: "text/html", body: "<html><body><main><p>Fragment arrived</p></main></body></html>" });
  });
  await page.goto("/about/");
  await page.evaluate(() =>
    document.querySelector("main")!.insertAdjacentHTML(
      "beforeend",
      `<div id="glaze-note" hidden><p>Inline note about glazes</p></div>
       <p><a class="lightbox" href="#glaze-note">Note</a> <a class="lightbox" href="#no-such-note">Missing note</a>
       <a class="lightbox" href="/slow-fragment/">Slow</a> <a class="lightbox" href="/no-such-page/">Broken page</a>
       <a href="/media/no-such-image.jpg" data-pswp-width="800" data-pswp-height="600">Broken image</a>
       <a href="/media/no-such-image.png">Broken image, no size</a></p>`,
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
  await openAndSee("Missing note", "Content not found");
  await openAndSee("Broken page", "The content could not be loaded.");
  await openAndSee("Broken image", "The image could not be loaded.");
  await openAndSee("Broken image, no size", "The image could not be loaded.");

  await page.getByRole("link", { name: "Slow", exact: true }).click();
  await expect(dialog(page).getByText("Loading...", { exact: true }).first()).toBeVisible();
  release();
  await expect(dialog(page).getByText("Fragment arrived")).toBeVisible();
});

test("focus returns to the link that opened the viewer, whatever had focus before, even when Escape comes during the opening", async ({ page }) => {
  await page.goto("/blog/snow-a-fence-line-and-a-cold-tripod");
  const slider = page.getByRole("region", { name: /: gallery$/ });
  await slider.getByRole("button", { name: "Pause slideshow" }).click();
  const first = slider.getByRole("link", { name: /^Fence posts leading across a snowy field/ });
  for (const wait of [false, true]) {
    await first.click();
    await expect(dialog(page)).toBeVisible();
    if (wait) await expect.poll(() => page.evaluate(() => document.querySelector(".pswp")!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(first).toBeFocused();
  }
});

test("a slow image of unknown size says 'Loading...' until it arrives", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/media/slow-photograph.png", async (route) => {
    await held;
    await route.fulfill({ path: "site/public/media/kiln-wood-stack-480.webp", contentType: "image/webp" });
  });
  await page.goto("/about/");
  await page.evaluate(() =>
    document.querySelector("main")!.insertAdjacentHTML("beforeend", '<p><a href="/media/slow-photograph.png">The woodpile, full size</a></p>'),
  );
  await page.getByRole("link", { name: "The woodpile, full size" }).click();
  const loading = dialog(page).getByRole("status").filter({ hasText: "Loading..." });
  await expect(loading).toBeVisible();
  release();
  await expect(dialog(page).getByRole("img", { name: "The woodpile, full size" })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
