import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import siteConfig from "../../site/site.config";

/**
 * Shared browser-test fixtures.
 *
 * - Network guard: every request to a host other than the site is aborted and fails
 *   the test, unless the test lists that host in `allowedHosts` (and then usually
 *   fulfils it with a route of its own). A test that needs a browser context of its own
 *   (e.g. without JavaScript) takes it from `newGuardedContext(options)`: same guard,
 *   same record, closed after the test.
 * - Hydration: `page.goto` to one of the site's pages also waits for <html data-hydrated>
 *   (set once every island is live, or has shown its chunk error), so tests interact
 *   with working controls, as a visitor a moment later would. Without JavaScript it
 *   returns as usual.
 * - `expectNoAxeViolations(page)`: WCAG 2.2 A/AA scan with zero violations.
 */
type Fixtures = {
  allowedHosts: string[];
  foreignRequests: string[];
  /** Content-Security-Policy violations reported by the test's pages; must stay empty. */
  cspViolations: string[];
  /** A new browser context (the test's baseURL unless overridden) behind the network guard. */
  newGuardedContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

const siteHosts = new Set(["localhost", "127.0.0.1"]);

const CSP_BINDING = "__vitrineCspViolation";

/** Records every CSP violation the context's pages report, from the first script on. */
async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.exposeBinding(CSP_BINDING, ({ page }, report: string) => void violations.push(`${page.url()}: ${report}`));
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      const report = `${event.effectiveDirective} refused ${event.blockedURI || "inline"}${where}${event.sample ? ` (${event.sample})` : ""}`;
      (window as unknown as Record<string, (report: string) => void>)[binding]?.(report);
    });
  }, CSP_BINDING);
}

/**
 * The demo's photo feed (docs/behaviour/media.md#photo-feed) asks its provider once the
 * visitor allows marketing content, wherever a feed comes near the view. A test that has
 * not allowed the host itself gets an empty feed for such a request, so every test that
 * accepts need not stub it; a request without that consent is a foreign request as any.
 * The host is the configured feed's (site.config.ts `photoFeed.url`).
 */
const PHOTO_FEED_HOST = new URL(siteConfig.photoFeed.url).hostname;

async function allowsPhotoFeed(context: BrowserContext): Promise<boolean> {
  const cookies = new Map((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  if (cookies.get("viewed_cookie_policy") === "yes" && cookies.get("cookielawinfo-checkbox-advertisement") === "yes") return true;
  try {
    return (JSON.parse(cookies.get("wpconsent_preferences") ?? "{}") as Record<string, unknown>).marketing === true;
  } catch {
    return false;
  }
}

/**
 * The demo's Google tag (site.config.ts, layer 2's `google-tag` service) loads once the visitor
 * allows statistics or marketing. A test that has not allowed its host gets an empty script
 * then, so every test that accepts need not stub it; before that consent it is a foreign
 * request as any.
 */
export const GOOGLE_TAG_URL = siteConfig.layer2.categories.flatMap((c) => c.services).find((s) => s.slug === "google-tag")!.scripts.find((script) => script.src)!.src!;
export const GOOGLE_TAG_HOST = new URL(GOOGLE_TAG_URL).hostname;

/**
 * Answers the Google tag with an empty script, for a test that lists its host in
 * `allowedHosts` because the site runs it without asking (the scanner's bypass, CCPA without a
 * bar, a custom integration with blocking off); returns what was asked.
 */
export const answerGoogleTag = (page: Page): Promise<string[]> => answerScriptHost(page, GOOGLE_TAG_HOST, "");

/** Answers every request to `host` with the script `body`; returns the addresses asked, in order. */
export async function answerScriptHost(page: Page, host: string, body: string): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`https://${host}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "application/javascript", body });
  });
  return asked;
}

async function allowsGoogleTag(context: BrowserContext): Promise<boolean> {
  const cookies = new Map((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  if (cookies.get("viewed_cookie_policy") === "yes" && ["analytics", "advertisement"].some((slug) => cookies.get(`cookielawinfo-checkbox-${slug}`) === "yes")) return true;
  try {
    const preferences = JSON.parse(cookies.get("wpconsent_preferences") ?? "{}") as Record<string, unknown>;
    return preferences.statistics === true || preferences.marketing === true;
  } catch {
    return false;
  }
}

/** Aborts and records every request from `context` to a host that is neither the site nor allowed. */
async function guard(context: BrowserContext, allowedHosts: string[], seen: string[]) {
  await context.route(
    (url) => url.protocol.startsWith("http") && !siteHosts.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if (allowedHosts.includes(url.hostname)) return route.fallback();
      if (url.hostname === PHOTO_FEED_HOST && (await allowsPhotoFeed(context))) {
        return route.fulfill({ contentType: "application/javascript", body: `${url.searchParams.get("jsoncallback")}({"items":[]})` });
      }
      if (url.hostname === GOOGLE_TAG_HOST && (await allowsGoogleTag(context))) return route.fulfill({ contentType: "application/javascript", body: "" });
      seen.push(route.request().url());
      await route.abort("blockedbyclient");
    },
  );
}

export const test = base.extend<Fixtures>({
  allowedHosts: [[], { option: true }],
  foreignRequests: async ({ context, allowedHosts }, use) => {
    const seen: string[] = [];
    await guard(context, allowedHosts, seen);
    await use(seen);
    expect(seen, "requests left the site without the test allowing them").toEqual([]);
  },
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    await watchCsp(context, violations);
    await use(violations);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
  // Torn down before foreignRequests and cspViolations, whose checks then cover these contexts too.
  newGuardedContext: async ({ browser, baseURL, allowedHosts, foreignRequests, cspViolations }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      await guard(context, allowedHosts, foreignRequests);
      await watchCsp(context, cspViolations);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  // Every test gets the guard, whether or not it names the fixture.
  page: async ({ page, foreignRequests, cspViolations, javaScriptEnabled }, use) => {
    void foreignRequests;
    void cspViolations;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      const waited = (options?.waitUntil ?? "load") !== "commit";
      if (html && waited && javaScriptEnabled !== false) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { expect };

/**
 * Stops the page's installed clock `ahead` ms from now, so that from here its time moves only when
 * the test moves it. The page's time runs on while the test reads it: on a loaded machine the
 * moment can pass before the pause lands, so the pause is asked again from the new "now".
 */
export async function pauseClockSoon(page: Page, ahead = 50): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/** Collects the page's console errors and uncaught exceptions from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export async function expectNoAxeViolations(page: Page, context?: string, options: Partial<{ include: string; exclude: string[][]; disableRules: string[]; readStylesheets: boolean }> = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  // One part only (built-pages.spec.ts: each page's own content; its template's chrome is scanned per template).
  if (options.include) builder = builder.include(options.include);
  // A part scanned elsewhere (e.g. `[["iframe", "body"]]`: a frame's page, not the frame itself).
  for (const part of options.exclude ?? []) builder = builder.exclude(part);
  // Rules checked elsewhere (built-pages.spec.ts leaves the ones that measure to each template's scan).
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // Axe reads a stylesheet it cannot read from the page (layer 2's, when it failed to load)
  // again through a style element of its own, which the site's policy refuses: such a page is
  // scanned without reading stylesheets (only css-orientation-lock needs them; the site's own
  // pages are scanned with it).
  if (options.readStylesheets === false) builder = builder.options({ preload: false });
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe violations${context ? ` (${context})` : ""}`).toEqual([]);
}
