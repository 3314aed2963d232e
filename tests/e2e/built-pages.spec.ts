import { existsSync, readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * What every built page is, read from what the server answers for each address of the
 * sitemaps, in both languages, without a browser: one pass over the build instead of a
 * browser per page (docs/testing.md#each-behaviour-once-at-the-cheapest-level-that-sees-it). Every page answers 200, says its language, has one
 * h1, a title, a description and its canonical address, names the site's icons, gives
 * its images their size, alt text and loading, names its translation (and is named back),
 * and links only to what is there: in the page, or a page in its own language but for the
 * language link.
 * Then every page is scanned with axe's rules that need no layout; the rules that do are
 * run per template and width in content.spec.ts.
 */
const buildDir = new URL(`../../site/${process.env.VITRINE_BUILD_DIR ?? "build"}/`, import.meta.url);
const sitemaps = [
  { language: "en", prefix: "", file: new URL("client/sitemap.xml", buildDir) },
  { language: "fr", prefix: "/fr", file: new URL("editions/fr/client/sitemap.xml", buildDir) },
];

type Page = { address: string; language: string; prefix: string; alternates: Record<string, string> };

/** Every address the sitemaps list, with the translations each names (read when the file is collected). */
const pages: Page[] = sitemaps.flatMap(({ language, prefix, file }) => {
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
    address: new URL(loc!).pathname,
    language,
    prefix,
    alternates: Object.fromEntries([...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, new URL(href!).pathname])),
  }));
});

/** The page type main#main names: the template the address is rendered with. */
function pageTypeOf(address: string, prefix: string): string {
  const path = address.slice(prefix.length) || "/";
  if (path === "/") return "home";
  if (path === "/blog" || path.startsWith("/blog/tag/") || path.startsWith("/blog/page/")) return "blog";
  if (path === "/shop" || path.startsWith("/shop/category/") || path.startsWith("/shop/page/")) return "shop";
  if (path.startsWith("/blog/")) return "post";
  if (path.startsWith("/shop/")) return "product";
  return "page";
}

const inLanguage = (href: string, prefix: string) => (prefix ? href === prefix || href.startsWith(`${prefix}/`) : !/^\/fr(\/|$)/.test(href));
/** Shared by both languages: pictures, the site's code, its icons and its own addresses. */
const shared = (href: string) => /^\/(media|assets|fr\/assets|favicon\.(ico|svg)|api)(\/|$)/.test(href);

/** What each address answers, asked once. */
function answers(request: APIRequestContext) {
  const asked = new Map<string, Promise<{ status: number; html: string }>>();
  return (address: string) => {
    if (!asked.has(address)) asked.set(address, request.get(address).then(async (r) => ({ status: r.status(), html: r.headers()["content-type"]?.startsWith("text/html") ? await r.text() : "" })));
    return asked.get(address)!;
  };
}

test("the sitemaps list the built pages of both languages", () => {
  expect(pages.filter((p) => p.language === "en").length, "site/build/client/sitemap.xml lists pages (npm run build)").toBeGreaterThan(40);
  expect(pages.filter((p) => p.language === "fr").length, "the French edition's sitemap lists pages").toBeGreaterThan(10);
});

test("every page says its language, has one h1, a title, a description, its canonical address, the site's icons and well-formed images, names its translation, and links only to what is there", async ({ request }) => {
  // One pass over every page of both languages: its time grows with the site, not a fixed 30 s.
  test.setTimeout(pages.length * 2_000);
  const get = answers(request);
  const byAddress = new Map(pages.map((page) => [page.address, page]));
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const page of pages) {
    const { status, html } = await get(page.address);
    if (status !== 200) {
      problems.push(`${page.address}: answered ${status}`);
      continue;
    }
    const { window } = new JSDOM(html);
    const { document } = window;
    const say = (problem: string) => problems.push(`${page.address}: ${problem}`);
    if (document.documentElement.lang !== page.language) say(`<html lang="${document.documentElement.lang}">`);
    const type = document.querySelector("main#main")?.getAttribute("data-page-type");
    if (type !== pageTypeOf(page.address, page.prefix)) say(`page type ${type}`);
    const h1s = document.querySelectorAll("h1").length;
    if (h1s !== 1) say(`${h1s} h1 headings`);
    // "Page — Site name", or the bare site name on the home page; each title once per language.
    const siteName = document.querySelector('meta[property="og:site_name"]')?.getAttribute("content") ?? "";
    const title = document.title;
    if (!siteName || (title !== siteName && !title.endsWith(` — ${siteName}`))) say(`title "${title}"`);
    const key = `${page.language} ${title}`;
    if (titles.has(key)) say(`title "${title}" is also ${titles.get(key)}'s`);
    titles.set(key, page.address);
    if (!document.querySelector('meta[name="description"]')?.getAttribute("content")) say("no description");
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    if (canonical.replace(/^https?:\/\/[^/]+/, "") !== page.address) say(`canonical ${canonical}`);
    // The footer's last line, on every page.
    if (!new RegExp(`© \\d{4} ${siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(document.querySelector("footer")?.textContent ?? "")) say("no copyright line in its footer");
    const icons = [...document.querySelectorAll('link[rel="icon"]')].map((icon) => `${icon.getAttribute("href")} ${icon.getAttribute("type") ?? ""}`.trim());
    if (icons.join(", ") !== "/favicon.ico, /favicon.svg image/svg+xml") say(`icons ${icons.join(", ")}`);
    // Images never shift the layout and carry alt text; only the first paint's are eager: the
    // LCP image, or a phone's first row of cards on a shop listing (site/app/routes/shop.tsx).
    const images = [...document.querySelectorAll("main img")];
    for (const image of images) {
      const name = image.getAttribute("src");
      if (!/^\d+$/.test(image.getAttribute("width") ?? "") || !/^\d+$/.test(image.getAttribute("height") ?? "")) say(`${name} has no width and height`);
      if (!image.hasAttribute("alt")) say(`${name} has no alt`);
      if (image.getAttribute("fetchpriority") !== "high" && image.getAttribute("loading") !== "lazy") say(`${name} is neither the first paint's nor lazy`);
    }
    const eager = images.filter((image) => image.getAttribute("fetchpriority") === "high").length;
    if (eager > (document.querySelector("main #shop-products") ? 2 : 1)) say(`${eager} images with fetchpriority=high`);
    // Its translation, named in the page as in the sitemaps, and naming it back.
    const named = Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang")!, new URL(l.getAttribute("href")!).pathname]));
    if (JSON.stringify(named) !== JSON.stringify(page.alternates)) say(`names ${JSON.stringify(named)}, its sitemap ${JSON.stringify(page.alternates)}`);
    // x-default names the first language's version (docs/behaviour/found.md#sitemaps).
    if (page.alternates["x-default"] && page.alternates["x-default"] !== page.alternates.en) say(`x-default ${page.alternates["x-default"]}`);
    for (const [language, address] of Object.entries(page.alternates)) {
      if (language === "x-default") continue;
      const other = byAddress.get(address);
      if (!other || other.language !== language) say(`its ${language} translation ${address} is in no sitemap of that language`);
      else if (JSON.stringify(other.alternates) !== JSON.stringify(page.alternates)) say(`${address} does not name it back alike`);
    }
    // A link within the page (a table of contents, a skip link) leads to something there.
    for (const link of document.querySelectorAll("a[href^='#']:not([href='#'])")) {
      const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
      if (!document.getElementById(id)) say(`links to #${id}, which is not on the page`);
    }
    // Links lead to pages that are there, in the page's language but for the language link.
    for (const link of document.querySelectorAll("a[href^='/']")) {
      const href = link.getAttribute("href")!.replace(/[?#].*$/, "");
      if (shared(href)) continue;
      if (!inLanguage(href, page.prefix) && !link.hasAttribute("hreflang")) say(`links to ${href}, out of its language`);
      const { status } = await get(href);
      if (status !== 200) say(`links to ${href}, which answers ${status}`);
    }
    window.close();
  }
  expect(problems).toEqual([]);
  // The demo's care guide is not translated: it names no translation, and its language link
  // leads to the French home (docs/decisions/046-two-languages-on-one-site.md); most French pages name theirs.
  expect(byAddress.get("/care-guide")?.alternates).toEqual({});
  expect((await get("/care-guide")).html).toMatch(/<a [^>]*href="\/fr\/"[^>]*hrefLang="fr"|<a [^>]*hrefLang="fr"[^>]*href="\/fr\/"/);
  expect((await get("/fr/care-guide")).status).toBe(404);
  expect(pages.filter((page) => page.language === "fr" && page.alternates.en).length).toBeGreaterThan(8);
  // A category, named in each language, names its pair (content/group-translations.server.ts).
  expect(byAddress.get("/shop/category/vases-and-jars")?.alternates).toEqual({ en: "/shop/category/vases-and-jars", fr: "/fr/shop/category/vases-et-jarres", "x-default": "/shop/category/vases-and-jars" });
});

test("the sitemaps list every post and product, and robots.txt names both; the icons are served; the footer has its widget areas", async ({ request }) => {
  const listed = new Set(pages.map((page) => page.address));
  const built = (dir: string) => {
    const html = readFileSync(new URL(`client/${dir}/index.html`, buildDir), "utf8");
    return [...html.matchAll(/class="card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="card__link"/g)].map((m) => m[1] ?? m[2]!);
  };
  for (const listing of ["shop", "blog"]) {
    const cards = built(listing);
    expect(cards.length, `cards on /${listing}`).toBeGreaterThan(0);
    for (const href of cards) expect(listed, `${href} in the sitemap`).toContain(href);
  }
  expect(listed).not.toContain("/404");
  // The demo's footer: its three widget areas and the care guide's link.
  const { document } = new JSDOM(readFileSync(new URL("client/index.html", buildDir), "utf8")).window;
  const footer = document.querySelector("footer")!;
  expect([...footer.querySelectorAll("h2, h3, h4")].map((heading) => heading.textContent?.trim())).toEqual(expect.arrayContaining(["Shop", "Journal", "Contact"]));
  expect([...footer.querySelectorAll("a")].map((link) => link.textContent?.trim())).toContain("Care guide");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/fr\/sitemap\.xml$/m);
  for (const [file, type] of [["/favicon.svg", "image/svg+xml"], ["/favicon.ico", "image/"]] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toContain(type);
  }
});

/**
 * Each page's own content (its main part) with axe's rules that need no layout: names,
 * labels, roles, languages, alt text, ARIA. The header, footer and consent layers are each
 * template's, and each template is scanned whole, with every rule, at both widths in
 * content.spec.ts; so are the rules that measure (contrast, target size, scrolling).
 */
const LAYOUT_RULES = ["color-contrast", "link-in-text-block", "target-size", "scrollable-region-focusable"];
const SHARDS = 3;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page's own content passes axe's rules that need no layout (${shard + 1} of ${SHARDS})`, async ({ page }) => {
    const mine = pages.filter((_, i) => i % SHARDS === shard);
    // About a second a page; several on a busy machine.
    test.setTimeout(mine.length * 5_000);
    for (const { address } of mine) {
      await page.goto(address);
      await expectNoAxeViolations(page, address, { include: "main", disableRules: LAYOUT_RULES });
    }
  });
}
