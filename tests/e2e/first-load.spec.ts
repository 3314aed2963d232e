import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { acceptedWithoutAnalytics } from "./fixtures/consent-cookies";
import { withCookies } from "./fixtures/consent-page";

/**
 * React only where an island needs it (docs/decisions/035-react-only-where-an-island-needs-it.md):
 * no page type loads React DOM before any interaction, for a new visitor (the consent
 * bar showing) or a returning one; it arrives with the header's or the search's island
 * when the visitor reaches for it.
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

/** The scripts the page loads that carry React DOM, by address. */
function watchReactDom(page: Page): string[] {
  const found: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    void response
      .text()
      .then((body) => {
        if (body.includes(REACT_DOM_MARK)) found.push(new URL(response.url()).pathname);
      })
      .catch(() => {});
  });
  return found;
}

/** Loaded and settled, with no pointer, key or scroll: what a visitor gets before touching anything. */
async function loadUntouched(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
}

for (const visitor of ["new", "returning"] as const) {
  test.describe(`${visitor} visitor`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (visitor === "returning") await withCookies(context, acceptedWithoutAnalytics, baseURL);
    });

    test("no page type loads React DOM before any interaction", async ({ page }) => {
      const reactDom = watchReactDom(page);
      const seen: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") seen.push(new URL(request.url()).pathname);
      });
      for (const [type, address] of PAGES) {
        await loadUntouched(page, address);
        expect(reactDom, `${type} ${address}`).toEqual([]);
      }
      // The watch sees scripts at all: each page loaded its entry.
      expect(seen.filter((p) => /\/entry\.client-[\w-]+\.js$/.test(p)).length).toBeGreaterThanOrEqual(1);
    });
  });
}

test("React DOM arrives with the header's island when a visitor reaches for the header", async ({ page }) => {
  const reactDom = watchReactDom(page);
  await loadUntouched(page, "/");
  expect(reactDom).toEqual([]);
  const header = page.locator('[data-island="site-header"]');
  await expect(header).toHaveAttribute("data-island-state", "waiting");
  if ((page.viewportSize()?.width ?? 1280) >= 960) await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).hover();
  else await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await expect(header).toHaveAttribute("data-island-state", "live");
  await expect.poll(() => reactDom.length).toBeGreaterThan(0);
});

test("React DOM arrives with the search island: when the visitor reaches for its box, or at once where no server answered the query", async ({ page }) => {
  const reactDom = watchReactDom(page);
  await loadUntouched(page, "/search");
  expect(reactDom).toEqual([]);
  const island = page.locator('[data-island="search"]');
  await expect(island).toHaveAttribute("data-island-state", "waiting");
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
  await box.focus();
  // What is typed while its code arrives is kept.
  await box.pressSequentially("vase");
  await expect(island).toHaveAttribute("data-island-state", "live");
  await expect(box).toHaveValue("vase");
  await expect.poll(() => reactDom.length).toBeGreaterThan(0);

  // A static host: the pre-rendered file, no results in it, so the browser must search at once.
  const file = path.resolve("site/build/client/search/index.html");
  await page.route((url) => url.pathname === "/search", (route) => route.fulfill({ path: file, contentType: "text/html; charset=utf-8" }));
  reactDom.length = 0;
  await page.goto("/search?q=vase");
  await expect(island).toHaveAttribute("data-island-state", "live");
  await expect.poll(() => reactDom.length).toBeGreaterThan(0);
});
