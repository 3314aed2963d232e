import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { acceptedWithoutAnalytics } from "./fixtures/consent-cookies";
import { withCookies } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * React only where an island needs it (docs/decisions/035-react-only-where-an-island-needs-it.md):
 * no page type loads React DOM before any interaction, for a new visitor (the consent
 * bar showing) or a returning one; it arrives with the header's or the search's island
 * when the visitor reaches for it. Which scripts a page loads does not depend on the
 * window's width; which control of the header the visitor reaches for does.
 */
const PAGES = [
  ["home", "/"],
  ["post", "/blog/notes-on-celadon"],
  ["gallery post", "/blog/a-week-of-fog-on-the-north-shore"],
  ["product", "/shop/celadon-bottle-vase"],
  ["page with a video", "/about"],
  ["page with a form", "/contact"],
  ["shop listing", "/shop"],
  ["journal listing", "/blog"],
  ["search results", "/search?q=week"],
  ["not found", "/no-such-page"],
] as const;

/** A string only React DOM's client carries (its container key), whatever the bundler names the chunk. */
const REACT_DOM_MARK = "__reactContainer$";

/**
 * The page's scripts: those that carry React DOM, by address, and a wait for every script asked
 * for so far to have been read. Each address is read once, apart from the page: a script's
 * body read through the page could wait for ever when the page moved on while it arrived.
 */
function watchScripts(page: Page) {
  const reactDom: string[] = [];
  const loaded: string[] = [];
  const carries = new Map<string, Promise<boolean>>();
  const reading = new Set<Promise<void>>();
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const address = new URL(request.url()).pathname;
    loaded.push(address);
    let check = carries.get(address);
    if (!check) {
      check = page.request
        .get(request.url())
        .then((response) => response.text())
        .then((body) => body.includes(REACT_DOM_MARK))
        .catch(() => false);
      carries.set(address, check);
    }
    const read = check
      .then((yes) => {
        if (yes) reactDom.push(address);
      })
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  const arrived = async () => {
    while (reading.size > 0) await Promise.all(reading);
  };
  return { reactDom, loaded, arrived };
}

/**
 * Loaded and settled, with no pointer, key or scroll: what a visitor gets before touching
 * anything. `goto` waits for the parts that start at load (<html data-hydrated>); the
 * others start in the page's first idle moment after the load event, or, if on screen,
 * when seen after it (islands/triggers.ts). An idle callback asked for after theirs runs
 * after them, and two frames later what is on screen has been seen and asked for its code.
 */
async function loadUntouched(page: Page, address: string, scripts: ReturnType<typeof watchScripts>) {
  await page.goto(address);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const afterIdle = () => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 2000 });
        if (document.readyState === "complete") afterIdle();
        else addEventListener("load", afterIdle, { once: true });
      }),
  );
  await scripts.arrived();
}

for (const visitor of ["new", "returning"] as const) {
  test.describe(`${visitor} visitor`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (visitor === "returning") await withCookies(context, acceptedWithoutAnalytics, baseURL);
    });

    test("no page type loads React DOM before any interaction", async ({ page }) => {
      const scripts = watchScripts(page);
      for (const [type, address] of PAGES) {
        await loadUntouched(page, address, scripts);
        expect(scripts.reactDom, `${type} ${address}`).toEqual([]);
      }
      // The watch sees scripts at all: each page loaded its entry.
      expect(scripts.loaded.filter((p) => /\/entry\.client-[\w-]+\.js$/.test(p)).length).toBeGreaterThanOrEqual(1);
    });
  });
}

// The header's island wakes from the control the width shows: the desktop's menu on hover, the phone's Menu button on a tap.
test("React DOM arrives with the header's island when a visitor reaches for the header", atBothWidths, async ({ page }) => {
  const scripts = watchScripts(page);
  await loadUntouched(page, "/", scripts);
  expect(scripts.reactDom).toEqual([]);
  const header = page.locator('[data-island="site-header"]');
  await expect(header).toHaveAttribute("data-island-state", "waiting");
  if ((page.viewportSize()?.width ?? 1280) >= 960) await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).hover();
  else await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await expect(header).toHaveAttribute("data-island-state", "live");
  await expect.poll(() => scripts.reactDom.length).toBeGreaterThan(0);
});

test("React DOM arrives with the search island: when the visitor reaches for its box, or at once where no server answered the query", async ({ page }) => {
  const scripts = watchScripts(page);
  await loadUntouched(page, "/search", scripts);
  expect(scripts.reactDom).toEqual([]);
  const island = page.locator('[data-island="search"]');
  await expect(island).toHaveAttribute("data-island-state", "waiting");
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
  await box.focus();
  // What is typed while its code arrives is kept.
  await box.pressSequentially("vase");
  await expect(island).toHaveAttribute("data-island-state", "live");
  await expect(box).toHaveValue("vase");
  await expect.poll(() => scripts.reactDom.length).toBeGreaterThan(0);

  // A static host: the pre-rendered file, no results in it, so the browser must search at once.
  const file = path.resolve("site/build/client/search/index.html");
  await page.route((url) => url.pathname === "/search", (route) => route.fulfill({ path: file, contentType: "text/html; charset=utf-8" }));
  scripts.reactDom.length = 0;
  await page.goto("/search?q=vase");
  await expect(island).toHaveAttribute("data-island-state", "live");
  await expect.poll(() => scripts.reactDom.length).toBeGreaterThan(0);
});
