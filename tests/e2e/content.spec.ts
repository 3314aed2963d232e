import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test, watchErrors } from "./fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "./fixtures/consent-cookies";
import { atBothWidths } from "./widths";

/**
 * The site's templates as they run in a browser: each passes axe, every rule, at both
 * widths, with no console error; listings sort and lead on, a product page shows what a
 * buyer needs, and pages work without JavaScript. What every page is as built (one h1, its
 * title and description, its images, its links) is checked once over the build in
 * built-pages.spec.ts; the consent layers' own states (the bar open, its settings) are
 * scanned in consent.spec.ts. The privacy policy (a page with its contents beside the text) is
 * scanned, with no console error, on the load cookie-policy.spec.ts checks it on.
 */
const templates = [
  { name: "home", path: "/" },
  { name: "page", path: "/about" },
  { name: "page with a form", path: "/contact" },
  { name: "page with a gallery", path: "/portfolio" },
  { name: "page with a table of contents", path: "/care-guide" },
  { name: "journal", path: "/blog" },
  { name: "journal tag", path: "/blog/tag/porcelain" },
  { name: "post", path: "/blog/notes-on-celadon" },
  { name: "gallery post", path: "/blog/a-week-of-fog-on-the-north-shore" },
  { name: "shop", path: "/shop" },
  { name: "shop category", path: "/shop/category/prints" },
  { name: "product", path: "/shop/celadon-bottle-vase" },
  { name: "cart", path: "/cart" },
  { name: "checkout", path: "/checkout" },
  { name: "search results", path: "/search?q=vase" },
] as const;

test.describe("each template, as a visitor who has answered the consent bar sees it", atBothWidths, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
  });

  for (const { name, path } of templates) {
    test(`${name} (${path}) passes axe with no console error`, async ({ page }) => {
      const errors = watchErrors(page);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
      expect(errors).toEqual([]);
    });
  }

  test("an address with no page answers 404 with a helpful page that stays after hydration, and passes axe", async ({ page, request }) => {
    for (const path of ["/shop/no-such-product", "/blog/2020/01/old-post"]) expect((await request.get(path)).status(), path).toBe(404);
    const errors = watchErrors(page);
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    await expect(page.locator("main#main")).toHaveAttribute("data-page-type", "404");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle(/Page not found/);
    await expectNoAxeViolations(page, "not found");
    // The document itself answers 404; nothing else may fail (no hydration errors).
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
});

test.describe("listings and products", () => {
  test("the journal lists posts newest first, with covers, and a gallery post leads with its slider", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
    const dates = await page.locator("main article time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator("main article img").first()).toHaveAttribute("fetchpriority", "high");
    const galleryCard = page.locator("main article", { hasText: "Gallery" }).first();
    // The demo content has gallery posts: a journal without one is a regression, not a reason to skip.
    expect(await galleryCard.count(), "a gallery-format post in the journal").toBe(1);
    await galleryCard.getByRole("link").click();
    await expect(page.locator("main#main")).toHaveAttribute("data-page-type", "post");
    const gallery = page.locator("[data-gallery]");
    await expect(gallery).toHaveCount(1);
    expect(await gallery.locator("img").count()).toBeGreaterThanOrEqual(3);
  });

  test("the shop lists at least 12 products with prices and sorts them; a product page shows images, price, stock and related products", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    const prices = async () =>
      (await page.locator("main .card__price").allTextContents()).map((t) => Number(t.replace(/[^0-9.,]/g, "").replace(",", "")));
    expect((await prices()).length).toBeGreaterThanOrEqual(12);
    expect((await page.locator("main .card__price").first().textContent()) ?? "").toMatch(/\d/);

    const titles = () => page.locator("main .card__title").allTextContents();
    const featured = await titles();
    const sort = page.getByLabel("Sort by");
    // The sort code loads when a visitor reaches for the box; the status line says when it sorted.
    const sorted = (how: string) => expect(page.locator("main [aria-live]:not([data-slider-counter])")).toHaveText(how);
    await sort.selectOption("price-asc");
    await sorted("Sorted by price: low to high");
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await sort.selectOption("price-desc");
    await sorted("Sorted by price: high to low");
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await sort.selectOption("name");
    await sorted("Sorted by name");
    const names = await page.locator("main .card__title").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })));
    await sort.selectOption("featured");
    await sorted("");
    expect(await titles()).toEqual(featured);

    await page.locator("main .card__link").first().click();
    const main = page.locator("main#main");
    await expect(main).toHaveAttribute("data-page-type", "product");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.locator(".product__price")).toHaveText(/\d/);
    await expect(main.locator(".product__stock")).toHaveText(/^(In stock|Sold out|Only 1 left|\d+ left)$/);
    // The first image: alone, or the first slide of the product's slider.
    await expect(main.locator(".product__media img").first()).toHaveAttribute("fetchpriority", "high");
    await expect(main.getByRole("heading", { name: "You may also like" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test("content is visible, animated blocks too, and a product's images open as files", async ({ newGuardedContext }) => {
    const context = await newGuardedContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // One element per block the home page's content file asks to animate.
    const asked = (readFileSync(new URL("../../site/content/pages/home.yaml", import.meta.url), "utf8").match(/^\s*animate:/gm) ?? []).length;
    expect(asked, "blocks with an entrance animation on the home page").toBeGreaterThan(0);
    // Shown, not waiting for an entrance that no script will run (opacity is not what toBeVisible reads).
    const opacities = await page.locator("[data-animate]").evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities).toEqual(Array.from({ length: asked }, () => "1"));

    await page.goto("/shop");
    await page.goto((await page.locator("main .card__link").first().getAttribute("href"))!);
    const link = page.locator(".product__media a").first();
    await expect(link).toHaveAttribute("href", /\/media\/.+\.webp$/);
    expect((await page.request.get((await link.getAttribute("href"))!)).status()).toBe(200);
  });
});
