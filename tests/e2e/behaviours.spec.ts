import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { atBothWidths } from "./widths";

/**
 * In-page behaviours (spec §2 "In-page behaviour", §4 "Others", §8, §9) on the built
 * demo site: the care guide's table of contents, the home page's animated widgets and
 * lazy background, the about page's new-tab links, the lazy code of the shop's sort box
 * and the header. Each family's rules, thresholds and exceptions are unit-tested beside
 * its code (site/app/theme/behaviours/*.test.ts); here, once each, the real page wired
 * to them, and what only a browser shows: where a section lands under the sticky header,
 * a smooth scroll, what CSS hides. Where a case needs an arrangement the demo content
 * does not have (a section exactly 202 px below the fold, a link added later), the test
 * adds it to the real page after load: the behaviours watch content inserted later, so
 * this exercises the same code.
 */

// A returning visitor who has answered the consent bar, so the bar covers nothing here.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

/** The behaviours are live once they have synchronised scroll-padding-top on <html>. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingTop)).not.toBe("");
}

/** Appends HTML to <main>, as content rendered later would be. */
async function addToMain(page: Page, html: string) {
  await page.evaluate((markup) => document.querySelector("main")!.insertAdjacentHTML("beforeend", markup), html);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top, selector);
const stickyHeaderHeight = (page: Page) =>
  page.evaluate(() => document.querySelector(".site-header[data-sticky]")!.getBoundingClientRect().height);
/**
 * Records every scroll position the page passes through from now on. A smooth scroll
 * passes through several positions between start and end; a jump through none. Read
 * in the page, so a slow machine cannot blur the two.
 */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __scrolls: number[] };
    w.__scrolls = [window.scrollY];
    window.addEventListener("scroll", () => w.__scrolls.push(window.scrollY), { passive: true });
  });
}
/** Clicks a link with the scroll recorder on, after bringing the link into view itself. */
async function clickRecordingScrolls(page: Page, link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await recordScrolls(page);
  await link.click();
}

/** Positions strictly between where the recording started and where the page is now. */
const positionsPassed = (page: Page) =>
  page.evaluate(() => {
    const all = (window as unknown as { __scrolls: number[] }).__scrolls;
    const [from, to] = [all[0]!, window.scrollY];
    return new Set(all.filter((y) => y > Math.min(from, to) + 1 && y < Math.max(from, to) - 1)).size;
  });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** |target top − expected offset| once the scroll has settled: the spec's "± 1 px". */
async function expectTargetAt(page: Page, selector: string, offset: number) {
  await expect.poll(async () => Math.abs((await topOf(page, selector)) - offset), { timeout: 8000 }).toBeLessThanOrEqual(1);
}

const toc = (page: Page) => page.getByRole("navigation", { name: "On this page" });

// Where a section lands depends on the sticky header's height at the width: both widths. The
// offset's sum, reduced motion and the links left to the browser (product pages, pages
// marked so, links that open an overlay) are local-scroll.test.ts and scroll-offset.test.ts.
test.describe("local smooth scroll (spec §2)", atBothWidths, () => {
  test("a table-of-contents link, and a link in the text, scroll smoothly until the section sits right below the sticky header, name it in the URL and focus it", async ({ page }) => {
    await open(page, "/care-guide");
    const historyLength = await page.evaluate(() => history.length);
    await clickRecordingScrolls(page, toc(page).getByRole("link", { name: "Crazing and crackle" }));
    await expectTargetAt(page, "#crazing", await stickyHeaderHeight(page));
    expect(await positionsPassed(page), "smooth: it passed through the page, not a jump").toBeGreaterThan(2);

    await expect(page).toHaveURL(/\/care-guide#crazing$/);
    expect(await page.evaluate(() => history.length), "one history entry, no reload").toBe(historyLength + 1);
    await expect(page.locator("#crazing")).toBeFocused();
    // Keyboard users continue from the section they jumped to.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)).toBeGreaterThan(0);

    await test.step("a hash link inside the text scrolls the same way", async () => {
      await page.getByRole("main").getByRole("link", { name: "sudden temperature changes" }).click();
      await expectTargetAt(page, "#microwave-and-oven", await stickyHeaderHeight(page));
      await expect(page).toHaveURL(/#microwave-and-oven$/);
      await expect(page.locator("#microwave-and-oven")).toBeFocused();
    });
  });

  test("a page opened with a hash lands with the section right below the sticky header", async ({ page }) => {
    await open(page, "/care-guide#dishwasher");
    await expectTargetAt(page, "#dishwasher", await stickyHeaderHeight(page));
  });
});

// The 100 px threshold, the jump under reduced motion and go-top links on a product page are
// go-top.test.ts; the control shown over the page is scanned at both widths.
test.describe("back to top (spec §2, §4, §9: 100 px)", atBothWidths, () => {
  const control = (page: Page) => page.getByRole("link", { name: "Back to top" });

  test("shows once scrolled more than 100 px, hidden and unfocusable at 100 px or less; scrolls smoothly to the top and moves focus there", async ({ page }) => {
    await open(page, "/care-guide");
    await expect(control(page)).toBeHidden();
    await scrollTo(page, 100);
    await expect(control(page)).toBeHidden();
    await scrollTo(page, 101);
    await expect(control(page)).toBeVisible();
    await expectNoAxeViolations(page, "back-to-top shown");
    await scrollTo(page, 100);
    await expect(control(page)).toBeHidden();
    await page.locator("a.back-to-top").evaluate((a: HTMLElement) => a.focus());
    await expect(page.locator("a.back-to-top")).not.toBeFocused();

    await test.step("it scrolls smoothly to the top and moves focus there", async () => {
      await scrollTo(page, 3000);
      await clickRecordingScrolls(page, control(page));
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(await positionsPassed(page), "smooth: it passed through the page").toBeGreaterThan(2);
      await expect(page.locator("#go-top")).toBeFocused();
      await expect(control(page)).toBeHidden();
      // The next Tab starts from the top of the page: the skip link.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    });
  });
});

// Marker, target, rel and label: new-tab-links.test.ts and new-tab-links-setup.test.ts.
test.describe("new-tab links (spec §2)", () => {
  test("lose the marker, open in a new tab with noopener and say so, with no code for the page's own; a link added later is set up by the code then, keeping its other rel values", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await open(page, "/about");

    const link = page.getByRole("link", { name: "Northern Potters' Guild (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
    await expect(page.locator("a.new-tab")).toHaveCount(0);
    // The build set these links up: the page loads no code for them.
    expect(requested.filter((url) => url.includes("new-tab-links-setup")), "the new-tab code").toEqual([]);

    await test.step("a link added to the page later", async () => {
      await addToMain(page, '<p>Clay from <a class="new-tab" rel="external" href="https://clay.example/">the clay merchant</a>.</p>');
      const added = page.getByRole("link", { name: "the clay merchant (opens in a new tab)" });
      await expect(added).toHaveAttribute("target", "_blank");
      await expect(added).toHaveAttribute("rel", "external noopener");
      await expect(added).not.toHaveClass(/new-tab/);
    });
  });
});

// Reduced motion hides nothing: reveal-setup.test.ts; without JavaScript nothing is hidden: content.spec.ts.
test.describe("entrance animations (spec §4)", () => {
  const opacity = (page: Page, index: number) =>
    page.locator("[data-animate]").nth(index).evaluate((el) => getComputedStyle(el).opacity);

  test("widgets in view at load are shown at once; those below reveal once when they enter", async ({ page }) => {
    await open(page, "/");
    const animated = page.locator("[data-animate]");
    await expect(animated.first()).toHaveAttribute("data-revealed");
    expect(await opacity(page, 0)).toBe("1");

    const last = (await animated.count()) - 1;
    await expect(animated.nth(last)).not.toHaveAttribute("data-revealed");
    expect(await opacity(page, last)).toBe("0");

    await animated.nth(last).scrollIntoViewIfNeeded();
    await expect(animated.nth(last)).toHaveAttribute("data-revealed");
    await expect.poll(() => opacity(page, last)).toBe("1");
    // Once: scrolling away and back leaves it shown.
    await scrollTo(page, 0);
    await animated.nth(last).scrollIntoViewIfNeeded();
    expect(await opacity(page, last)).toBe("1");
  });
});

// A background that fails (lazy-error) is lazy-backgrounds-setup.test.ts; a broken image keeping
// its box, broken-media.spec.ts and broken-images.test.ts.
test.describe("lazy backgrounds (spec §9: 200 px margin)", () => {
  test("the home page's background image loads only once its section is within 200 px of the viewport", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/media/anagama-firing-at-night-")) requests.push(r.url());
    });
    await open(page, "/");
    const section = page.locator("section.lazy-bg").first();
    await expect(section).not.toHaveClass(/lazy-loaded/);
    // The scrollY at which the section's top meets the viewport's bottom (layout may be fractional).
    const meetY = Math.floor(
      await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight),
    );

    await scrollTo(page, meetY - 202); // section top 202–203 px below the viewport
    // The section's watcher starts in the page's first idle moment; once the page has been idle,
    // an observer with the same margin, reporting where the section now is, reports in the same
    // round as the section's own: by then it has seen this position, and must have let it be.
    const near = await section.evaluate(
      (el) =>
        new Promise<boolean>((resolve) =>
          requestIdleCallback(() => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(entry!.isIntersecting);
            }, { rootMargin: "200px" });
            observer.observe(el);
          }),
        ),
    );
    expect(near, "202 px below is outside the margin").toBe(false);
    await expect(section).not.toHaveClass(/lazy-loaded/);
    const before = await page.evaluate(() => performance.now());

    await scrollTo(page, meetY - 198); // 198–199 px below: inside the margin
    await expect(section).toHaveClass(/lazy-loaded/);
    expect(await section.evaluate((el) => el.style.backgroundImage)).toMatch(/anagama-firing-at-night-\d+\.webp/);
    expect(requests).toHaveLength(1);
    // Asked for only after the page came within the margin, not at 202 px.
    const asked = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/media/anagama-firing-at-night-")).map((entry) => entry.startTime),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThan(before);
  });
});

test.describe("code chunks (spec §8: 'Loading chunk N failed')", () => {
  test("an enhancer wakes when a visitor reaches for it; when its code fails, one message says so and Retry upgrades the page", async ({ page }) => {
    const chunk = /\/assets\/shop-sort-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on("request", (request) => chunk.test(new URL(request.url()).pathname) && requested.push(request.url()));
    await page.route(chunk, (route) => route.abort("failed"));
    await page.goto("/shop");
    expect(requested, "nothing of the sort box loads with the page").toEqual([]);

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.hover();
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk" });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(/Loading chunk shop-sort-[\w-]+ failed\.\s*\(missing: http:\/\/localhost:\d+\/assets\/shop-sort-[\w-]+\.js\)/);
    await sort.selectOption("price-asc");
    await expect(alert).toHaveCount(1);

    await page.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toHaveCount(0);
    // The choice made while the code was missing is applied once it arrives.
    await expect(page.locator("main [aria-live]:not([data-slider-counter])")).toHaveText("Sorted by price: low to high");
    await expect(page.locator("[data-sort-list]")).toHaveAttribute("data-enhanced", "shop-sort");
  });

  // The message's margins from the screen's edges, its axe scan and the header each width brings to life.
  test("an island whose code fails to download keeps its HTML, says which chunk failed, and Retry brings it to life", atBothWidths, async ({ page }) => {
    const chunk = /\/assets\/site-header\.island-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort("failed"));
    await page.goto("/about");
    // The header's code loads when the pointer first reaches the header.
    await page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" }).hover();

    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      /Loading chunk site-header\.island-[\w-]+ failed\.\s*\(missing: http:\/\/localhost:\d+\/assets\/site-header\.island-[\w-]+\.js\)/,
    );
    // A box with room on both sides, not one touching the screen's edges on a phone.
    const box = (await alert.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(width - box.x - box.width).toBeGreaterThanOrEqual(12);
    // The pre-rendered header is still there and its links still work.
    await expect(page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page, "chunk error");

    await page.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toBeHidden();
    // The message goes at once; the header hydrates once its code has arrived.
    await expect(page.locator(".desktop-nav[data-enhanced]")).toBeAttached();
    // Hydrated: the menu toggle (mobile) or a submenu toggle (desktop) now works.
    const wide = (page.viewportSize()?.width ?? 1280) >= 960;
    if (wide) {
      const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Shop menu" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    } else {
      await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    }
  });
});
