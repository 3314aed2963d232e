import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { fill } from "../../site/app/words/word.mjs";
import { acceptedWithoutAnalytics, asContextCookies } from "./fixtures/consent-cookies";
import { english } from "./shipped-words";
import { atBothWidths } from "./widths";

/**
 * Site search: the header form, the results page (/search?q=…) with highlighted matches,
 * the no-results state, and the same results without JavaScript (served by the server).
 * Words below come from the demo content in site/content. Ranking, snippets, escaping and
 * the 16-word cap are unit-tested (site/app/search/*.test.ts, site/server/search-fallback.test.ts);
 * here the header's way in (in the bar on a wide screen, in the menu on a phone: both widths),
 * each results page's state scanned by axe at both widths, and what only the browser does.
 */
const SITE = "Hollow Oak Studio";
const PRODUCT = { name: "Tenmoku tea bowl", url: "/shop/tenmoku-tea-bowl" };
// Words that appear only in the body text of one post and one page.
const POST = { word: "oystercatchers", title: "A week of fog on the north shore", url: "/blog/a-week-of-fog-on-the-north-shore" };
const PAGE = { word: "apprenticeship", title: "About Mira and the studio", url: "/about" };
/** The search page's words, as the demo (in English, with none of its own) says them. */
const said = english.words.search;
const resultsFor = (query: string) => fill(said.resultsFor, { query });
/** What a query cut at its first 16 words says. */
const capped = fill(said.cappedTerms, { count: 16 });

// The consent choice is already made, so the consent bar stays out of the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
});

const main = (page: Page) => page.getByRole("main");
const results = (page: Page) => main(page).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
const status = (page: Page) => main(page).getByRole("status");

/** The header search box: in the bar on desktop, in the menu on mobile. */
async function headerSearchBox(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) >= 960) return page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
  // Without JavaScript the menu opens through its fragment link instead.
  if (await toggle.isVisible()) await toggle.click();
  else await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
  return page.getByRole("dialog", { name: "Menu" }).getByRole("searchbox", { name: "Search the site" });
}

async function searchFromHeader(page: Page, words: string) {
  await page.goto("/");
  const box = await headerSearchBox(page);
  await box.fill(words);
  await box.press("Enter");
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words).replace(/%20/g, "+")}`);
  // Without JavaScript the page's stylesheet hides the empty live results area; wait until
  // it has applied, as a visitor would see the page.
  await page.waitForLoadState("load");
}

/**
 * The results page as any static host serves it (the pre-rendered file, no search on the
 * server), so the browser runs the search itself.
 */
async function asStaticHost(page: Page) {
  const file = path.resolve("site/build/client/search/index.html");
  await page.route((url) => url.pathname === "/search", (route) => route.fulfill({ path: file, contentType: "text/html; charset=utf-8" }));
}

async function expectFirstResult(page: Page, title: string, url: string, type: string) {
  const first = results(page).first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(first.getByRole("link")).toHaveAttribute("href", url);
  await expect(first).toContainText(type);
  return first;
}

/** The search island is still asleep: nothing of its code, nor the index it fetches, has been asked for. */
const searchAsleep = (page: Page) => expect(page.locator('[data-island="search"]')).toHaveAttribute("data-island-state", "waiting");

test.describe("with JavaScript", () => {
  test("a product name typed in the header lands on results with that product first, highlighted", atBothWidths, async ({ page }) => {
    await searchFromHeader(page, PRODUCT.name);
    await expect(page).toHaveTitle(`${resultsFor(PRODUCT.name)} — ${SITE}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(resultsFor(PRODUCT.name));
    await expect(status(page)).toContainText(/\d+ results? for/);
    await expect(status(page)).toHaveAttribute("aria-live", "polite");
    const first = await expectFirstResult(page, PRODUCT.name, PRODUCT.url, "Product");
    const marks = first.getByRole("heading").locator("mark");
    await expect(marks.first()).toBeVisible();
    expect((await marks.allTextContents()).join(" ").toLowerCase()).toBe(PRODUCT.name.toLowerCase());
    // The query stays in the page's search box.
    await expect(main(page).getByRole("search").getByRole("searchbox")).toHaveValue(PRODUCT.name);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(PRODUCT.url);
  });

  test("a post and a page are found by words in their body", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(POST.word)}`);
    const post = results(page).filter({ hasText: POST.title });
    await expect(post.getByRole("link")).toHaveAttribute("href", POST.url);
    await expect(post.locator(".search-result__snippet mark").first()).toHaveText(new RegExp(POST.word, "i"));

    // A new query from the page's own box, without a reload.
    const box = main(page).getByRole("search").getByRole("searchbox");
    await box.fill(PAGE.word);
    await box.press("Enter");
    await expect(page).toHaveTitle(`${resultsFor(PAGE.word)} — ${SITE}`);
    const found = results(page).filter({ hasText: PAGE.title });
    await expect(found.getByRole("link")).toHaveAttribute("href", PAGE.url);
    await expect(found).toContainText("Page");
    await expect(found.locator(".search-result__snippet mark").first()).toHaveText(new RegExp(PAGE.word, "i"));
  });

  test("a query with no match shows a friendly state with suggestions", atBothWidths, async ({ page }) => {
    await page.goto("/search?q=qwzxv");
    await expect(status(page)).toHaveText(fill(said.noResults, { query: "qwzxv" }));
    await expect(results(page)).toHaveCount(0);
    await expect(main(page).getByRole("heading", { name: "Suggestions" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/shop");
    await expectNoAxeViolations(page, "no results");
  });

  test("the server's results are in the page: highlighted, accessible, and no search code or index loads", atBothWidths, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/search?q=${encodeURIComponent(PRODUCT.name)}`);
    const first = await expectFirstResult(page, PRODUCT.name, PRODUCT.url, "Product");
    await expect(first.getByRole("heading").locator("mark").first()).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main(page).getByRole("search").getByRole("searchbox")).toHaveValue(PRODUCT.name);
    // Every part that wakes with the page is live (page.goto waited for it); the search, with
    // its answer already in the page, waits for the visitor to reach for it.
    await searchAsleep(page);
    expect(requested.filter((p) => /search-(runtime|index)/.test(p))).toEqual([]);
    await expectNoAxeViolations(page, "served results");
  });
});

test.describe("on a static host (the browser searches)", () => {
  // The results the browser renders are its own markup, not the server's: scanned at both widths.
  test("search code and index load only on the results page, and find and highlight", atBothWidths, async ({ page }) => {
    await asStaticHost(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    // Past the page's first idle moment, when the parts that wait for it have woken.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    expect([...requested, ...loaded].filter((p) => /search-(runtime|index)/.test(p))).toEqual([]);
    await page.goto(`/search?q=${encodeURIComponent(PRODUCT.name)}`);
    const first = await expectFirstResult(page, PRODUCT.name, PRODUCT.url, "Product");
    await expect(first.getByRole("heading").locator("mark").first()).toBeVisible();
    await expect(page).toHaveTitle(`${resultsFor(PRODUCT.name)} — ${SITE}`);
    await expect(status(page)).toContainText(/\d+ results? for/);
    // A short query says nothing of a cap.
    await expect(status(page)).not.toContainText(capped);
    expect(requested).toContain("/search-index.json");
    await expectNoAxeViolations(page, "results searched in the browser");
  });

  // The server's side, and the cap itself, are search-fallback.test.ts and run-search.test.ts.
  test("a long query is searched by its first 16 words in the browser too, and the page says so", async ({ page }) => {
    const words = ["tenmoku", "tea", "bowl", ...Array.from({ length: 40 }, (_, i) => `kiln${i}`)];
    await asStaticHost(page);
    await page.goto(`/search?q=${encodeURIComponent(words.join(" "))}`);
    await expect(status(page)).toContainText(capped);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultsFor(words.slice(0, 16).join(" ")));
  });

  // The message is the one an island shows when its code fails, with its own background: its
  // axe scan is there, at both widths (behaviours.spec.ts).
  test("search code that fails to download shows 'Loading chunk N failed' with its URL, and Retry loads it", async ({ page }) => {
    await asStaticHost(page);
    const chunk = /\/assets\/search-runtime-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort("failed"));
    await page.goto("/search?q=vase");

    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      /Loading chunk search-runtime-[\w-]+ failed\.\s*\(missing: http:\/\/localhost:\d+\/assets\/search-runtime-[\w-]+\.js\)/,
    );

    await page.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toBeHidden();
    await expect(main(page).getByRole("link").filter({ hasText: /vase/i }).first()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // On a phone the menu opens through its fragment link: both widths.
  test("the header form still lands on results, rendered by the server", atBothWidths, async ({ page }) => {
    await searchFromHeader(page, PRODUCT.name);
    await expect(page).toHaveTitle(`${resultsFor(PRODUCT.name)} — ${SITE}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(resultsFor(PRODUCT.name));
    const first = await expectFirstResult(page, PRODUCT.name, PRODUCT.url, "Product");
    await expect(first.getByRole("heading").locator("mark").first()).toBeVisible();
    await expect(main(page).getByRole("search").getByRole("searchbox")).toHaveValue(PRODUCT.name);
  });
});
