import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, pauseClockSoon, test } from "./fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "./fixtures/consent-cookies";
import { atBothWidths, atDesktopWidth, atPhoneWidth } from "./widths";

/**
 * Theme chrome (spec §2 "Theme", §9): desktop dropdown and mega menus, the mobile menu in
 * its three styles, the sticky header, the fixed and parallax footer and the styled
 * select box. The mobile-menu and footer styles are switched the way the site switches
 * them: by the data attributes on <html> that CSS and behaviour both read.
 */

// The consent choice is already made, so the consent bar stays out of the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
});

/**
 * The header's menus respond once React has hydrated them; their code loads on the first
 * intent, so the pointer reaches the header first, as a visitor's does.
 */
async function open(page: Page, path = "/") {
  await page.goto(path);
  await page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" }).hover();
  await expect(page.locator(".desktop-nav[data-enhanced]")).toBeAttached();
}

/** Requests for the header's code, from now on. */
function headerCodeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/site-header\.island-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim());

/** Resolves once no transition or animation on the page is running. */
const animationsSettled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

test.describe("desktop menus", atDesktopWidth, () => {
  test("menus open on hover, the mega menu in columns and a dropdown in one column, pass axe while open, and close only once the pointer has left", async ({ page }) => {
    // The close delay runs on the page's clock, so the test can show it never fires on a diagonal path.
    await page.clock.install();
    await open(page);
    const toggle = mainNav(page).getByRole("button", { name: "Shop menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await mainNav(page).getByRole("link", { name: "Shop", exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "Browse all pieces" })).toBeVisible();
    // Several titled columns side by side.
    const columns = panel.locator(".mega__column");
    expect(await columns.count()).toBeGreaterThanOrEqual(3);
    const [first, second] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    const target = panel.getByRole("link").last();
    await expect(target).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "mega menu open");

    await test.step("crossing a neighbouring item on the way into the panel does not close it", async () => {
      // One continuous pointer path over the top-level Portfolio link (the Shop panel before it
      // links to Portfolio too) into the panel's last link, as a hand moves diagonally. Leaving
      // the Shop item starts the close delay; reaching its panel must cancel it, so once the
      // page's clock has run well past that delay the menu is still open.
      const via = (await mainNav(page).getByRole("link", { name: "Portfolio", exact: true }).last().boundingBox())!;
      const into = (await target.boundingBox())!;
      await pauseClockSoon(page);
      await page.mouse.move(via.x + via.width / 2, via.y + via.height / 2, { steps: 4 });
      await page.mouse.move(into.x + into.width / 2, into.y + into.height / 2, { steps: 8 });
      await page.clock.runFor(1000);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.clock.resume();
    });

    await page.mouse.move(640, 700);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await test.step("a dropdown lists its links in one column", async () => {
      await mainNav(page).getByRole("link", { name: "About", exact: true }).hover();
      const about = mainNav(page).getByRole("button", { name: "About menu" });
      await expect(about).toHaveAttribute("aria-expanded", "true");
      const links = page.locator(`#${await about.getAttribute("aria-controls")}`).getByRole("link");
      await expect(links.first()).toBeVisible();
      const boxes = await Promise.all((await links.all()).map((l) => l.boundingBox()));
      expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(1);
      await expect(mainNav(page).getByRole("link", { name: "Care guide" })).toBeVisible();
      await animationsSettled(page);
      await expectNoAxeViolations(page, "About dropdown open");
    });
  });

  test("the page's own item and the item under the pointer are marked differently", async ({ page }) => {
    await open(page);
    const current = mainNav(page).getByRole("link", { name: "Home", exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    const hovered = mainNav(page).getByRole("link", { name: "Portfolio", exact: true });
    await hovered.hover();
    await animationsSettled(page);
    const underline = (link: typeof current) =>
      link.evaluate((el) => {
        const mark = getComputedStyle(el, "::after");
        const scaleX = mark.transform === "none" ? 1 : Number(/matrix\(([^,]+)/.exec(mark.transform)?.[1]);
        return { shown: mark.content !== "none" && scaleX > 0.99, thickness: parseFloat(mark.height) };
      });
    const [mine, pointed] = [await underline(current), await underline(hovered)];
    expect(mine.shown && pointed.shown).toBe(true);
    // Both underlined, but not alike: the page's own item keeps the heavier mark.
    expect(mine.thickness).toBeGreaterThanOrEqual(2 * pointed.thickness);
  });

  test("keyboard: Enter and Space toggle, arrows open and move, Escape closes and returns focus, tabbing out of a dropdown closes it", async ({ page }) => {
    await open(page);
    const toggle = mainNav(page).getByRole("button", { name: "Shop menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // The panel's first link is its first column's title, which leads to that category.
    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await focusedText(page)).toBe("Vases and jars");
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Celadon bottle vase");
    await page.keyboard.press("ArrowUp");
    expect(await focusedText(page)).toBe("Vases and jars");
    await page.keyboard.press("ArrowUp"); // wraps to the last link of the panel
    expect(await focusedText(page)).toBe("Browse all pieces");

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    // ArrowRight and ArrowLeft move between top-level items.
    await page.keyboard.press("ArrowRight");
    await expect(mainNav(page).getByRole("link", { name: "Portfolio", exact: true }).last()).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(mainNav(page).getByRole("link", { name: "Shop", exact: true })).toBeFocused();
    // ArrowDown on the top-level link opens its menu too.
    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await focusedText(page)).toBe("Vases and jars");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await test.step("tabbing out of an open dropdown closes it", async () => {
      const about = mainNav(page).getByRole("button", { name: "About menu" });
      await about.focus();
      await page.keyboard.press("Enter");
      const panel = page.locator(`#${await about.getAttribute("aria-controls")}`);
      const count = await panel.getByRole("link").count();
      for (let i = 0; i < count; i++) await page.keyboard.press("Tab");
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe("Contact");
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
    });
  });

  test("a menu closes on Escape while focus is elsewhere, leaving focus where it was, and on a click outside it", async ({ page }) => {
    await open(page);
    const toggle = mainNav(page).getByRole("button", { name: "Shop menu" });
    const pageLink = page.getByRole("main").getByRole("link").first();
    // Opened by hover, with focus in the page, then with nothing focused at all.
    for (const focusElsewhere of [() => pageLink.focus(), () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())]) {
      await focusElsewhere();
      await mainNav(page).getByRole("link", { name: "Shop", exact: true }).hover();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const focusedBefore = await page.evaluateHandle(() => document.activeElement);
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("link", { name: "Browse all pieces" })).toBeHidden();
      expect(await page.evaluate((before) => document.activeElement === before, focusedBefore)).toBe(true);
      await page.mouse.move(640, 700);
    }

    await test.step("a click outside the menu closes it", async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("main").click({ position: { x: 5, y: 5 }, force: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test("without JavaScript, focus reveals a desktop submenu so every link stays reachable", atDesktopWidth, async ({ newGuardedContext }) => {
  const context = await newGuardedContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Shop menu" }).focus();
  await expect(page.getByRole("link", { name: "Browse all pieces" })).toBeVisible();
});

test.describe("the header's code waits for the visitor", () => {
  test("desktop: nothing loads with the page; a panel opened on hover stays open as the code takes over", atDesktopWidth, async ({ page }) => {
    const requested = headerCodeRequests(page);
    await page.goto("/");
    expect(requested, "the header's code is not in the first load").toEqual([]);
    await expect(page.locator(".desktop-nav[data-enhanced]")).toHaveCount(0);

    await mainNav(page).getByRole("link", { name: "Shop", exact: true }).hover();
    await expect(page.locator(".desktop-nav[data-enhanced]")).toBeAttached();
    expect(requested).toHaveLength(1);
    const toggle = mainNav(page).getByRole("button", { name: "Shop menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Browse all pieces" })).toBeVisible();
  });

  test("phone: a press on Menu before the code has arrived opens the menu", atPhoneWidth, async ({ page }) => {
    // The header's code is held back until the press has been made.
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/site-header\.island-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto("/");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await requested;
    await expect(page.locator(".desktop-nav[data-enhanced]")).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

const STYLES = ["full-screen", "sidebar", "drop-down"] as const;

const menuToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });

/** Opens the menu with the toggle and waits for its opening transition to finish, so what is measured is where it rests. */
async function pressMenu(page: Page) {
  const toggle = menuToggle(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  return { toggle, dialog };
}

async function openMobileMenu(page: Page, style: (typeof STYLES)[number]) {
  await open(page);
  await page.evaluate((s) => (document.documentElement.dataset.mobileMenuStyle = s), style);
  return pressMenu(page);
}

test.describe("mobile menu", atPhoneWidth, () => {
  for (const style of STYLES) {
    const alsoCloses = style === "sidebar" ? ", and on its close button and its scrim" : "";
    test(`${style}: opens with accordion submenus, traps focus, passes axe while open, and closes on Escape, returning focus, and when a section loads${alsoCloses}`, async ({ page }) => {
      const { toggle, dialog } = await openMobileMenu(page, style);
      // The covering styles put focus in the panel, on its first control: the close button.
      if (style !== "drop-down") await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
      const box = (await dialog.boundingBox())!;
      if (style === "full-screen") expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
      if (style === "sidebar") {
        expect(box.x + box.width).toBeCloseTo(375, 0);
        expect(box.width).toBeLessThan(375);
      }
      if (style === "drop-down") {
        const header = (await page.getByRole("banner").boundingBox())!;
        expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
      }
      // Covering styles lock the page behind them; the drop-down does not.
      const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      expect(overflow === "hidden").toBe(style !== "drop-down");

      // The panel holds the search form and the site's links.
      await expect(dialog.getByRole("searchbox")).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Portfolio", exact: true })).toBeVisible();

      await test.step("submenus are accordions", async () => {
        const about = dialog.getByRole("button", { name: "About submenu" });
        await expect(about).toHaveAttribute("aria-expanded", "false");
        await expect(dialog.getByRole("link", { name: "Privacy and cookies" })).toBeHidden();
        await about.click();
        await expect(about).toHaveAttribute("aria-expanded", "true");
        await expect(dialog.getByRole("link", { name: "Privacy and cookies" })).toBeVisible();
        await about.click();
        await expect(dialog.getByRole("link", { name: "Privacy and cookies" })).toBeHidden();
      });

      await test.step("no accessibility violations while open, with a submenu expanded", async () => {
        await dialog.getByRole("button", { name: "Shop submenu" }).click();
        await expect(dialog.getByRole("link", { name: "Celadon bottle vase" })).toBeVisible();
        // Contrast is measured once the submenu's transition has come to rest.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        await expectNoAxeViolations(page, `${style} mobile menu open`);
      });

      // Tab and Shift+Tab cycle inside the menu (the drop-down's cycle includes its toggle).
      const inMenu = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return Boolean(active && (document.getElementById("mobile-menu")?.contains(active) || active.matches(".menu-toggle")));
        });
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        expect(await inMenu()).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await inMenu()).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

      await test.step("it closes when a section-loaded event fires", async () => {
        await pressMenu(page);
        await page.evaluate(() => document.dispatchEvent(new Event("section-loaded")));
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(dialog).toBeHidden();
      });

      if (style === "sidebar") {
        await test.step("the sidebar's close button and scrim close it", async () => {
          await pressMenu(page);
          await dialog.getByRole("button", { name: "Close menu" }).click();
          await expect(dialog).toBeHidden();
          await expect(toggle).toBeFocused();
          await pressMenu(page);
          await page.mouse.click(10, 400); // the scrim, left of the panel
          await expect(dialog).toBeHidden();
        });
      }
    });
  }

  for (const visitor of ["new visitor, consent bar showing", "returning visitor, Manage consent tab showing"]) {
    test(`nothing covers the open menu, and following its last link closes it (${visitor})`, async ({ page, context }) => {
      if (visitor.startsWith("new")) await context.clearCookies();
      for (const style of STYLES) {
        const { dialog } = await openMobileMenu(page, style);
        const consentUi = page.locator(visitor.startsWith("new") ? ".cli-bar" : ".cli-tab");
        await expect(consentUi).toBeVisible();
        // Every submenu open, so links reach the bottom of the window, where the consent UI sits.
        for (const toggle of await dialog.getByRole("button", { name: /submenu$/ }).all()) await toggle.click();
        // Each visible control, scrolled to the bottom edge of the window (the worst place for
        // it), must be what sits under its left edge and its middle. Measured in one pass in
        // the page: a round trip per point made this test take most of its time budget.
        const { checked, covered } = await dialog.evaluate((menu) => {
          const misses: string[] = [];
          let count = 0;
          for (const control of menu.querySelectorAll<HTMLElement>("a[href], button, input")) {
            if (!control.checkVisibility({ visibilityProperty: true }) || control.getClientRects().length === 0) continue;
            control.scrollIntoView({ block: "end", behavior: "instant" });
            const box = control.getBoundingClientRect();
            for (const x of [box.x + 4, box.x + box.width / 2]) {
              const hit = document.elementFromPoint(x, box.y + box.height / 2);
              if (!hit?.closest("#mobile-menu, .menu-toggle")) misses.push(`${control.textContent?.trim()}: ${hit?.outerHTML.slice(0, 80) ?? "nothing"}`);
            }
            count++;
          }
          return { checked: count, covered: misses };
        });
        expect(covered, style).toEqual([]);
        expect(checked).toBeGreaterThanOrEqual(20);
        // The last link, at the bottom of the panel, takes a real click, and the page it leads to has the menu closed.
        await dialog.getByRole("link", { name: "Contact", exact: true }).last().click();
        await expect(page).toHaveURL(/\/contact$/);
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
      }
    });
  }

  test("without JavaScript the Menu link opens the panel", async ({ newGuardedContext }) => {
    const context = await newGuardedContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Journal", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Celadon bottle vase" })).toBeVisible();
  });
});

// It sets its own window sizes, so it runs once, in the desktop project, from a phone's width.
test("the mobile menu closes when the window becomes 960 px wide", atDesktopWidth, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { dialog } = await openMobileMenu(page, "drop-down");
  const toggle = menuToggle(page);
  await page.setViewportSize({ width: 959, height: 740 });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.setViewportSize({ width: 960, height: 740 });
  // The toggle itself is hidden at this width.
  const hiddenToggle = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true, includeHidden: true });
  await expect(hiddenToggle).toHaveAttribute("aria-expanded", "false");
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

test.describe("header and footer", () => {
  test("the sticky header stays at the top after scrolling", atBothWidths, async ({ page }) => {
    await open(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = (await page.getByRole("banner").boundingBox())!;
    expect(box.y).toBe(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Hollow Oak Studio" })).toBeInViewport();
  });

  // It sets its own window sizes, so it runs once, in the desktop project.
  test("the site's name shows whole beside the cart and the menu, down to a 320 px phone", atDesktopWidth, async ({ page }) => {
    await open(page);
    const name = page.getByRole("banner").locator(".site-brand__name");
    for (const width of [320, 375, 414, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(name, `at ${width} px`).toHaveText("Hollow Oak Studio");
      expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth), `cut short at ${width} px`).toBe(0);
    }
  });

  test("beside the French menu, longer than the English one, the name stays whole from 960 px up: the search field gives up its width first, then the name takes two lines", atDesktopWidth, async ({ page }) => {
    await page.goto("/fr/");
    await page.evaluate(() => document.fonts.ready);
    const header = page.getByRole("banner");
    const name = header.locator(".site-brand__name");
    const cart = header.getByRole("link", { name: "Panier" });
    for (const width of [960, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(name, `at ${width} px`).toHaveText("Hollow Oak Studio");
      // The text's own width against its box's, unrounded: a fraction of a pixel short is painted as "…".
      const cut = await name.evaluate((el) => {
        const text = document.createRange();
        text.selectNodeContents(el);
        const [drawn, box] = [text.getBoundingClientRect(), el.getBoundingClientRect()];
        return { wider: drawn.width - box.width > 0.01, taller: drawn.height - box.height > 1 };
      });
      expect(cut, `cut short at ${width} px`).toEqual({ wider: false, taller: false });
      const [box, bar] = [(await name.boundingBox())!, (await header.boundingBox())!];
      expect(box.y + box.height, `inside the header at ${width} px`).toBeLessThanOrEqual(bar.y + bar.height);
      // Nothing in the row is pushed past the window, and the cart keeps a whole touch target.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `wider than the window at ${width} px`).toBeLessThanOrEqual(width);
      expect((await cart.boundingBox())!.width, `the cart squeezed at ${width} px`).toBeGreaterThanOrEqual(44);
    }
    // On one line where there is room.
    expect(await name.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(2);
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  test("on a short page the footer sits at the bottom of the window, with no blank page under it", atBothWidths, async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 1600 });
    await page.goto("/404");
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    const { window, page: length } = await page.evaluate(() => ({ window: innerHeight, page: document.documentElement.scrollHeight }));
    expect(length).toBe(window);
    expect(Math.abs(footer.y + footer.height - window)).toBeLessThanOrEqual(1);
  });

  test("parallax footer: fixed behind the page and revealed at the end, off on small screens", atBothWidths, async ({ page }) => {
    await open(page);
    await page.evaluate(() => (document.documentElement.dataset.footerStyle = "parallax"));
    const footer = page.getByRole("contentinfo");
    const position = () => footer.evaluate((el) => getComputedStyle(el).position);
    if (page.viewportSize()!.width < 960) {
      expect(await position()).toBe("static");
      return;
    }
    expect(await position()).toBe("sticky");
    // Mid-page, the footer sits at the bottom of the window, covered by the page.
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    const covered = await page.evaluate(() => {
      const el = document.elementFromPoint(640, window.innerHeight - 20);
      return Boolean(el?.closest(".site-page"));
    });
    expect(covered).toBe(true);
    // At the end, the footer is fully revealed and its links take clicks.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const link = footer.getByRole("link", { name: "Care guide" });
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = (await link.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe("Care guide");
    // Keyboard focus inside the footer is never hidden behind the page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await link.focus();
    expect(await footer.evaluate((el) => getComputedStyle(el).zIndex)).toBe("1");
  });
});

test("the styled select box is 34 px high with a 13 px font", async ({ page }) => {
  await open(page, "/shop");
  const select = page.getByRole("combobox", { name: "Sort by" });
  await expect(select).toBeVisible();
  const { height, fontSize } = await select.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    fontSize: getComputedStyle(el).fontSize,
  }));
  expect(height).toBe(34);
  expect(fontSize).toBe("13px");
});
