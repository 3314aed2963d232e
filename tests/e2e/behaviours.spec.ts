import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";

/**
 * In-page behaviours (spec §2 "In-page behaviour", §4 "Others", §8, §9) on the built
 * site. Where the demo content does not hold the exact arrangement a threshold needs
 * (a target exactly 201 px below the fold, a marker on a link), the test adds it to the
 * real page after load: the behaviours also watch content inserted later, and these
 * tests exercise exactly that code.
 */

// A returning visitor who has answered the consent bar, so the bar covers nothing here.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(rejected, baseURL ?? "http://localhost"));
});

/** The behaviours are live once they have synchronised scroll-padding-top on <html>. */
async function ready(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingTop)).not.toBe("");
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

/** Appends HTML to <main> (as content rendered later would be). */
async function addToMain(page: Page, html: string) {
  await page.evaluate((markup) => document.querySelector("main")!.insertAdjacentHTML("beforeend", markup), html);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top, selector);
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector(".site-header[data-sticky]")!.getBoundingClientRect().bottom);
/** scrollY two frames after now: far from the end while a smooth scroll is running. */
const scrollYSoon = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))),
  );

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

const SECTION_FIXTURE = `
  <nav aria-label="Fixture contents"><a href="#bh-glaze">Jump to the glaze notes</a></nav>
  <div style="height: 2400px"></div>
  <h2 id="bh-glaze">Glaze notes</h2>
  <div style="height: 2400px"></div>`;

async function firstProductPath(page: Page): Promise<string> {
  await page.goto("/shop");
  const href = await page.locator('main a[href^="/shop/"]').first().getAttribute("href");
  expect(href, "the shop lists at least one product").toBeTruthy();
  return href!;
}

test.describe("local smooth scroll (spec §2)", () => {
  test("a hash link scrolls smoothly until its target sits right below the sticky header, names it in the URL and focuses it", async ({ page }) => {
    await open(page, "/");
    await addToMain(page, SECTION_FIXTURE);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: "Jump to the glaze notes" }).click();

    const finalY = await page.evaluate(() => {
      const target = document.getElementById("bh-glaze")!.getBoundingClientRect().top + window.scrollY;
      return target - parseFloat(document.documentElement.style.scrollPaddingTop);
    });
    expect(await scrollYSoon(page), "still on its way: the scroll is smooth, not a jump").toBeLessThan(finalY - 100);
    await expect.poll(async () => Math.abs((await topOf(page, "#bh-glaze")) - (await headerBottom(page)))).toBeLessThanOrEqual(1);

    await expect(page).toHaveURL(/\/#bh-glaze$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    await expect(page.getByRole("heading", { name: "Glaze notes" })).toBeFocused();
  });

  test("the offset adds the admin bar, the sticky top bar and the sticky header", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "afterbegin",
        '<div data-admin-bar style="position:fixed;top:0;left:0;width:10px;height:32px"></div>' +
          '<div data-sticky-top-bar style="position:fixed;top:0;left:20px;width:10px;height:40px"></div>',
      );
    });
    await addToMain(page, SECTION_FIXTURE);
    const header = await page.evaluate(() => document.querySelector(".site-header[data-sticky]")!.getBoundingClientRect().height);
    await page.getByRole("link", { name: "Jump to the glaze notes" }).click();
    await expect.poll(async () => Math.abs((await topOf(page, "#bh-glaze")) - (32 + 40 + header))).toBeLessThanOrEqual(1);
  });

  test("with reduced motion the jump is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await addToMain(page, SECTION_FIXTURE);
    await page.getByRole("link", { name: "Jump to the glaze notes" }).click();
    expect(Math.abs((await topOf(page, "#bh-glaze")) - (await headerBottom(page)))).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/#bh-glaze$/);
    await expect(page.getByRole("heading", { name: "Glaze notes" })).toBeFocused();
  });

  test("a page opened with a hash lands with the target right below the sticky header", async ({ page }) => {
    await page.goto("/care-guide");
    const href = await page.getByRole("navigation", { name: "On this page" }).getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^#/);
    await open(page, `/care-guide${href}`);
    const id = href!.slice(1);
    await expect
      .poll(async () => Math.abs((await topOf(page, `[id="${id}"]`)) - (await headerBottom(page))))
      .toBeLessThanOrEqual(1);
  });

  /** What the browser does without the behaviour: an instant jump, and no focus moved onto the target. */
  async function expectLeftToTheBrowser(page: Page, linkName: string) {
    await page.getByRole("link", { name: linkName }).click();
    const y = await scrollY(page);
    expect(await scrollYSoon(page), "no smooth scroll in progress").toBe(y);
    await expect(page.locator("#bh-glaze")).not.toBeFocused();
    await expect(page.locator("#bh-glaze")).not.toHaveAttribute("tabindex", /.*/);
  }

  test("single-product pages leave hash links to the browser", async ({ page }) => {
    await open(page, await firstProductPath(page));
    await expect(page.locator('main[data-page-type="product"]')).toBeVisible();
    await addToMain(page, SECTION_FIXTURE);
    await expectLeftToTheBrowser(page, "Jump to the glaze notes");
  });

  test("pages marked as having no local scroll leave hash links to the browser", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => document.querySelector("main")!.setAttribute("data-no-local-scroll", ""));
    await addToMain(page, SECTION_FIXTURE);
    await expectLeftToTheBrowser(page, "Jump to the glaze notes");
  });

  for (const [kind, attrs] of [
    ["a modal", 'aria-haspopup="dialog"'],
    ["an off-canvas panel", 'data-opens="off-canvas"'],
    ["a popup login", 'aria-controls="bh-login"'],
  ] as const) {
    test(`a link that opens ${kind} is not smooth-scrolled`, async ({ page }) => {
      await open(page, "/");
      await addToMain(
        page,
        SECTION_FIXTURE.replace('href="#bh-glaze"', `href="#bh-glaze" ${attrs}`) +
          '<div id="bh-login" role="dialog" aria-label="Log in" hidden></div>',
      );
      await expectLeftToTheBrowser(page, "Jump to the glaze notes");
    });
  }
});

test.describe("back to top (spec §2, §4, §9: 100 px)", () => {
  test("shows once scrolled more than 100 px and is hidden, unfocusable, at 100 px or less", async ({ page }) => {
    await open(page, "/");
    await addToMain(page, SECTION_FIXTURE);
    const control = page.getByRole("link", { name: "Back to top" });

    await scrollTo(page, 100);
    await expect(control).toBeHidden();
    await scrollTo(page, 101);
    await expect(control).toBeVisible();
    await expectNoAxeViolations(page, "back-to-top shown");
    await scrollTo(page, 100);
    await expect(control).toBeHidden();
    await page.locator("a.back-to-top").evaluate((a: HTMLElement) => a.focus());
    await expect(page.locator("a.back-to-top")).not.toBeFocused();
  });

  test("scrolls smoothly to the top and moves focus there", async ({ page }) => {
    await open(page, "/");
    await addToMain(page, SECTION_FIXTURE);
    await scrollTo(page, 3000);
    await page.getByRole("link", { name: "Back to top" }).click();
    expect(await scrollYSoon(page), "smooth: not at the top yet").toBeGreaterThan(100);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator("#go-top")).toBeFocused();
    await expect(page.getByRole("link", { name: "Back to top" })).toBeHidden();
  });

  test("with reduced motion it jumps", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await addToMain(page, SECTION_FIXTURE);
    await scrollTo(page, 3000);
    await page.getByRole("link", { name: "Back to top" }).click();
    expect(await scrollY(page)).toBe(0);
  });

  test("any link to the go-top anchor scrolls to the top, on a product page too", async ({ page }) => {
    await open(page, await firstProductPath(page));
    await addToMain(page, `<div style="height: 3000px"></div><p><a href="#go-top">Return to the top of the page</a></p>`);
    await page.getByRole("link", { name: "Return to the top of the page" }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).not.toHaveURL(/#go-top/);
  });
});

test.describe("new-tab links (spec §2)", () => {
  test("lose the marker, open in a new tab with noopener (other rel values kept) and say so — also in content added later", async ({ page }) => {
    await open(page, "/");
    await addToMain(page, '<p>Supplies from <a class="new-tab" rel="external" href="https://clay.example/">the clay merchant</a>.</p>');
    const link = page.getByRole("link", { name: "the clay merchant (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "external noopener");
    await expect(link).not.toHaveClass(/new-tab/);
    await expectNoAxeViolations(page, "new-tab link");
  });
});

test.describe("entrance animations (spec §4)", () => {
  const opacityOf = (page: Page, selector: string) =>
    page.evaluate((s) => getComputedStyle(document.querySelector(s)!).opacity, selector);

  test("what is in view at load is shown at once; content below reveals once when it enters", async ({ page }) => {
    await open(page, "/");
    const inView = page.locator("[data-animate]").first();
    await expect(inView).toHaveClass(/is-revealed/);
    expect(await inView.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    await addToMain(page, '<div style="height: 2400px"></div><p id="bh-late" data-animate="fade-up">Fired in the wood kiln.</p><div style="height: 1200px"></div>');
    await expect(page.locator("#bh-late")).not.toHaveClass(/is-revealed/);
    expect(await opacityOf(page, "#bh-late")).toBe("0");

    await page.locator("#bh-late").scrollIntoViewIfNeeded();
    await expect(page.locator("#bh-late")).toHaveClass(/is-revealed/);
    await expect.poll(() => opacityOf(page, "#bh-late")).toBe("1");
    await scrollTo(page, 0);
    await page.locator("#bh-late").scrollIntoViewIfNeeded();
    await expect(page.locator("#bh-late")).toHaveClass(/is-revealed/);
    expect(await opacityOf(page, "#bh-late")).toBe("1");
  });

  test("with reduced motion nothing is hidden or animated", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await addToMain(page, '<div style="height: 2400px"></div><p id="bh-late" data-animate="zoom-in">Fired in the wood kiln.</p>');
    expect(await page.evaluate(() => document.documentElement.classList.contains("js-reveal"))).toBe(false);
    expect(await opacityOf(page, "#bh-late")).toBe("1");
  });

  test("without JavaScript every animated block is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const opacities = await page.locator("[data-animate]").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(opacities.every((o) => o === "1")).toBe(true);
    await context.close();
  });
});

test.describe("lazy backgrounds (spec §9: 200 px margin) and broken images (spec §8)", () => {
  const PIXEL = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );

  test("a section's background loads only once it is within 200 px of the viewport", async ({ page }) => {
    let requests = 0;
    await page.route("**/bh-texture.png", (route) => {
      requests += 1;
      return route.fulfill({ contentType: "image/png", body: PIXEL });
    });
    await open(page, "/");
    await addToMain(page, '<div style="height: 3000px"></div><section id="bh-bg" class="lazy-bg" data-bg-src="/bh-texture.png" style="height: 300px"></section><div style="height: 1500px"></div>');
    // The scrollY at which the section's top meets the viewport's bottom (may be fractional).
    const touchY = await page.evaluate(
      () => document.getElementById("bh-bg")!.getBoundingClientRect().top + window.scrollY - window.innerHeight,
    );
    const meetY = Math.floor(touchY);

    await scrollTo(page, meetY - 202); // section top 202–203 px below the viewport
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    await expect(page.locator("#bh-bg")).not.toHaveClass(/lazy-loaded/);

    await scrollTo(page, meetY - 198); // 198–199 px below: inside the margin
    await expect(page.locator("#bh-bg")).toHaveClass(/lazy-loaded/);
    expect(await page.locator("#bh-bg").evaluate((el) => el.style.backgroundImage)).toContain("/bh-texture.png");
    expect(requests).toBe(1);
  });

  test("a background that cannot load is marked lazy-error", async ({ page }) => {
    await open(page, "/");
    await addToMain(page, '<section id="bh-bg" class="lazy-bg" data-bg-src="/media/no-such-texture.webp" style="height: 200px"></section>');
    await page.locator("#bh-bg").scrollIntoViewIfNeeded();
    await expect(page.locator("#bh-bg")).toHaveClass(/lazy-error/);
  });

  test("an image that 404s is marked lazy-error and shows a tidy placeholder", async ({ page }, testInfo) => {
    await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
    await open(page, await firstProductPath(page));
    const img = page.locator("main img").first();
    await expect(img).toHaveClass(/lazy-error/);
    await img.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/behaviours-broken-image-${testInfo.project.name}.png` });
    const box = await img.boundingBox();
    expect(box!.height, "keeps a box instead of collapsing").toBeGreaterThan(40);

    await addToMain(page, '<img id="bh-late-img" src="/media/also-missing.webp" alt="A late image" width="400" height="300">');
    await expect(page.locator("#bh-late-img")).toHaveClass(/lazy-error/);
  });
});

test.describe("code chunks (spec §8: 'Loading chunk N failed')", () => {
  test("a chunk that fails to download shows the message with its URL, and Retry loads it", async ({ page }) => {
    const chunk = /\/assets\/search-runtime-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort("failed"));
    await page.goto("/search?q=vase");

    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      /Loading chunk search-runtime-[\w-]+ failed\.\s*\(missing: http:\/\/localhost:\d+\/assets\/search-runtime-[\w-]+\.js\)/,
    );
    await expectNoAxeViolations(page, "chunk error");

    await page.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole("status")).not.toHaveText(/could not load/i);
  });
});
