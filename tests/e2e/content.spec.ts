import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, watchErrors } from "./fixtures";

/**
 * Content routes against the built site: every page type renders its heading, images
 * never shift the layout and carry alt text, the 404 page answers with status 404, the
 * sitemap covers every product and post, and every URL of the sitemap passes axe.
 */
const sitemapFile = new URL(`../../site/${process.env.VITRINE_BUILD_DIR ?? "build"}/client/sitemap.xml`, import.meta.url);

/** Paths from the built sitemap (read at collection time so each URL is its own test). */
function sitemapPaths(): string[] {
  if (!existsSync(sitemapFile)) return [];
  const xml = readFileSync(sitemapFile, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const paths = sitemapPaths();

/** The template a path is rendered with: its page type and its route (`/shop/page/2` → `shop /shop/page/:n`). */
const templateOf = (path: string) => `${pageTypeOf(path)} ${path.replace(/\/[^/]+$/, "/:n")}`;

/**
 * Every path is checked at phone width; at desktop width, the first path of each template.
 * What depends on the width (menus, layout) comes from the template; what depends on the
 * content (alt text, headings, contrast of a content block) shows at any width.
 */
const desktopPaths = new Set(paths.filter((path, i) => paths.findIndex((other) => templateOf(other) === templateOf(path)) === i));

function pageTypeOf(path: string): string {
  if (path === "/") return "home";
  // Listings: the journal and its tag pages, the shop and its category pages.
  if (path === "/blog" || path.startsWith("/blog/tag/")) return "blog";
  if (path === "/shop" || path.startsWith("/shop/category/")) return "shop";
  if (path.startsWith("/blog/")) return "post";
  if (path.startsWith("/shop/")) return "product";
  return "page";
}

/** Console errors and uncaught exceptions while the page is open. */
async function expectImagesWellFormed(page: Page) {
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((img) => ({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
      loading: img.getAttribute("loading"),
      fetchPriority: img.getAttribute("fetchpriority"),
    })),
  );
  for (const image of images) {
    expect(image.width, `width of ${image.src}`).toMatch(/^\d+$/);
    expect(image.height, `height of ${image.src}`).toMatch(/^\d+$/);
    expect(image.alt, `alt of ${image.src}`).not.toBeNull();
    // Only the images of the first paint are eager; every other image waits until it is near.
    if (image.fetchPriority !== "high") expect(image.loading, `loading of ${image.src}`).toBe("lazy");
  }
  // The first paint: the LCP image, or on the shop listing the first row of cards on a phone,
  // whose largest image may be either card's (site/app/routes/shop.tsx, FIRST_ROW).
  const firstPaint = (await page.locator("main #shop-products").count()) > 0 ? 2 : 1;
  expect(images.filter((i) => i.fetchPriority === "high").length).toBeLessThanOrEqual(firstPaint);
  return images;
}

test.describe("content pages", () => {
  test("the sitemap was built", () => {
    expect(paths.length, "site/build/client/sitemap.xml lists URLs (run npm run build)").toBeGreaterThan(0);
  });

  for (const path of paths) {
    test(`${path} renders, has well-formed images, no console errors and no axe violations`, async ({ page }) => {
      test.skip((page.viewportSize()?.width ?? 0) >= 960 && !desktopPaths.has(path), "checked at phone width; its route at desktop width");
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator("main#main");
      await expect(main).toHaveAttribute("data-page-type", pageTypeOf(path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // "Page — Site name" (or the bare site name on the home page).
      const siteName = (await page.locator('meta[property="og:site_name"]').getAttribute("content")) ?? "";
      const title = await page.title();
      expect(title === siteName || title.endsWith(` — ${siteName}`), `title "${title}"`).toBe(true);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
      await expectImagesWellFormed(page);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page, path);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("page types", () => {
  test("titles are unique across the site", async ({ request }) => {
    const titles = new Map<string, string>();
    expect(paths.length, "site/build/client/sitemap.xml lists URLs (run npm run build)").toBeGreaterThan(0);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `"${title}" is used by ${titles.get(title)} and ${path}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test("the journal lists posts newest first with covers and excerpts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
    const dates = await page.locator("main article time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator("main article img").first()).toHaveAttribute("fetchpriority", "high");
  });

  test("a gallery post leads with its gallery (a slider)", async ({ page }) => {
    await page.goto("/blog");
    const galleryCard = page.locator("main article", { hasText: "Gallery" }).first();
    // The demo content has gallery posts: a journal without one is a regression, not a reason to skip.
    expect(await galleryCard.count(), "a gallery-format post in the journal").toBe(1);
    await galleryCard.getByRole("link").click();
    await expect(page.locator("main#main")).toHaveAttribute("data-page-type", "post");
    const gallery = page.locator("[data-gallery]");
    await expect(gallery).toHaveCount(1);
    expect(await gallery.locator("img").count()).toBeGreaterThanOrEqual(3);
  });

  test("the shop lists at least 12 products with prices and sorts them", async ({ page }) => {
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
  });

  test("a product page shows images, price, stock, details and related products", async ({ page }) => {
    await page.goto("/shop");
    await page.locator("main .card__link").first().click();
    const main = page.locator("main#main");
    await expect(main).toHaveAttribute("data-page-type", "product");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.locator(".product__price")).toHaveText(/\d/);
    await expect(main.locator(".product__stock")).toHaveText(/^(In stock|Sold out|Only 1 left|\d+ left)$/);
    // The first image: alone, or the first slide of the product's slider.
    const mainImage = main.locator(".product__media img").first();
    await expect(mainImage).toHaveAttribute("fetchpriority", "high");
    await expect(main.getByRole("heading", { name: "You may also like" })).toBeVisible();
  });

  test("the product image links open the full image without JavaScript", async ({ newGuardedContext }) => {
    const context = await newGuardedContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/shop");
    const href = await page.locator("main .card__link").first().getAttribute("href");
    await page.goto(href!);
    const link = page.locator(".product__media a").first();
    await expect(link).toHaveAttribute("href", /\/media\/.+\.webp$/);
    const image = await page.request.get((await link.getAttribute("href"))!);
    expect(image.status()).toBe(200);
  });

  test("content is visible without JavaScript", async ({ newGuardedContext }) => {
    const context = await newGuardedContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // One element per block the home page's content file asks to animate.
    const asked = (readFileSync(new URL("../../site/content/pages/home.yaml", import.meta.url), "utf8").match(/^\s*animate:/gm) ?? []).length;
    expect(asked, "blocks with an entrance animation on the home page").toBeGreaterThan(0);
    const animated = page.locator("[data-animate]");
    await expect(animated).toHaveCount(asked);
    for (const element of await animated.all()) {
      await expect(element).toBeVisible();
    }
  });

  test("a YAML page with a table of contents links to its headings", async ({ page }) => {
    const withToc: string[] = [];
    for (const path of paths.filter((p) => pageTypeOf(p) === "page")) {
      await page.goto(path);
      if ((await page.getByRole("navigation", { name: "On this page" }).count()) > 0) withToc.push(path);
    }
    expect(withToc.length, "a page with a table of contents (the care guide has one)").toBeGreaterThan(0);
    await page.goto(withToc[0]!);
    const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^#/);
      await expect(page.locator(href)).toHaveCount(1);
    }
  });
});

test.describe("not found, sitemap and robots", () => {
  for (const path of ["/no-such-page", "/shop/no-such-product", "/blog/2020/01/old-post"]) {
    test(`${path} answers 404 with a helpful page that stays after hydration`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main#main")).toHaveAttribute("data-page-type", "404");
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.locator("main").getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
      await expect(page).toHaveTitle(/Page not found/);
      // The document itself answers 404; nothing else may fail (no hydration errors).
      expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
      await expectNoAxeViolations(page, path);
    });
  }

  test("the sitemap lists every product and post", async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    for (const listing of ["/shop", "/blog"]) {
      await page.goto(listing);
      const hrefs = await page.locator("main .card__link").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(listed, `${href} in the sitemap`).toContain(href);
    }
    expect(listed).not.toContain("/404");
  });

  test("every page names the site icon, and the icon files are served", async ({ request }) => {
    for (const path of ["/", "/shop", "/care-guide", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"([^>]*)>/g)].map((m) => ({ href: m[1]!, attrs: m[2]! }));
      expect(icons.map((i) => i.href), path).toEqual(["/favicon.ico", "/favicon.svg"]);
      expect(icons[1]!.attrs).toContain('type="image/svg+xml"');
    }
    for (const [file, type] of [["/favicon.svg", "image/svg+xml"], ["/favicon.ico", "image/"]]) {
      const response = await request.get(file!);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toContain(type);
    }
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});
