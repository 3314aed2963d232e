/**
 * Loads a page in Chromium and hands back every script and stylesheet it loaded on
 * first load, as `Resource`s for bytes.mjs.
 *
 * "First load" is everything up to the page settling after the load event (main thread
 * idle, no request for a second; see `settle`): the
 * HTML's inline <script>/<style>, <script src>, <link rel="modulepreload"> targets,
 * stylesheets, and any module imported while the page boots. Prefetches (rel=prefetch)
 * and things loaded only on interaction (a lightbox on first open) are not counted.
 * Inline scripts count only when the browser would run them: JSON data, import maps and
 * consent-blocked `type="text/plain"` scripts are not JavaScript the page executes.
 * Data fetched while loading (fetch/XHR, e.g. the search index) is collected as
 * kind "data": it is not JS, but it is worth seeing next to it.
 */
import { BOOT_SCRIPT_ATTR } from "@vitrine/consent/boot";
import { chromeFlags, resolveChromePath } from "./chrome.mjs";

/** @typedef {import("./bytes.mjs").Resource} Resource */

/**
 * @typedef {object} Options
 * @property {{ width: number, height: number }} viewport @default 375 × 740
 * @property {number} timeoutMs longest wait for the page to load and settle. @default 30000
 * @property {number} quietMs how long the network and the main thread must stay quiet. @default 1000
 * @property {(page: import("@playwright/test").Page) => Promise<unknown>} [ready] waits for a page-specific sign that it finished booting (search results shown)
 * @property {Array<{ name: string, value: string, domain: string, path: string }>} [cookies] set before the page loads (a returning visitor's consent)
 */

/** @type {Options} */
export const defaultOptions = { viewport: { width: 375, height: 740 }, timeoutMs: 30_000, quietMs: 1000 };

/** Playwright resource types the bench counts; fetched data (a search index) is listed apart from JS. */
const kindOf = /** @type {Record<string, import("./bytes.mjs").ResourceKind>} */ ({ script: "script", stylesheet: "style", fetch: "data", xhr: "data" });

const executableTypes = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

/** Whether an inline <script type="..."> runs as JavaScript. */
export function isExecutableScriptType(type) {
  return executableTypes.has((type ?? "").trim().toLowerCase());
}

/** Starts the browser the collector uses; close it with `browser.close()`. */
export async function launchCollector() {
  const { chromium } = await import("@playwright/test");
  // Playwright adds its own headless switch; the rest of the bench flags apply as is.
  return chromium.launch({ executablePath: resolveChromePath(), args: chromeFlags.filter((f) => !f.startsWith("--headless")) });
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url absolute page URL
 * @param {Partial<Options>} [options]
 * @returns {Promise<{ resources: Resource[], status: number, missing: string[], text: string }>}
 */
export async function collectPage(browser, url, options = {}) {
  const { viewport, timeoutMs, quietMs, ready, cookies } = { ...defaultOptions, ...options };
  const context = await browser.newContext({ viewport });
  if (cookies?.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const network = trackNetwork(page);
  /** @type {Promise<Resource | null>[]} */
  const pending = [];
  page.on("response", (response) => {
    const kind = kindOf[response.request().resourceType()];
    if (!kind) return;
    pending.push(
      response
        .body()
        .then((body) => ({ kind, url: response.url(), inline: false, body }))
        .catch(() => null),
    );
  });
  try {
    const deadline = Date.now() + timeoutMs;
    const response = await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    if (ready) await ready(page).catch(() => undefined);
    await settle(page, network, { quietMs, deadline });
    const dom = await page.evaluate(readDocument, BOOT_SCRIPT_ATTR);
    const text = (await page.locator("body").innerText()).slice(0, 20_000);
    const loaded = /** @type {Resource[]} */ ((await Promise.all(pending)).filter(Boolean));
    const seen = new Set(loaded.map((r) => r.url));
    // A listed file the browser did not report (should not happen) is fetched and
    // counted anyway, and named, so the total never silently misses it.
    const missing = dom.external.filter((e) => !seen.has(e.url));
    for (const entry of missing) {
      const body = await (await context.request.get(entry.url)).body();
      loaded.push({ kind: entry.kind, url: entry.url, inline: false, body });
    }
    const inline = dom.inline
      .filter((entry) => entry.kind === "style" || isExecutableScriptType(entry.type))
      .map((entry) => ({ kind: entry.kind, url, inline: true, body: entry.body, consentBoot: entry.consentBoot }));
    return { resources: [...inline, ...loaded], status: response?.status() ?? 0, missing: missing.map((m) => m.url), text };
  } finally {
    await context.close();
  }
}

/** Counts requests in flight and when the network last did anything. */
function trackNetwork(page) {
  const state = { inflight: 0, lastActivity: Date.now() };
  const touch = () => {
    state.lastActivity = Date.now();
  };
  page.on("request", () => {
    state.inflight += 1;
    touch();
  });
  const done = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    touch();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return state;
}

/**
 * Waits until the main thread has been idle and no request has started or finished for
 * `quietMs`. Plain "network idle" is not enough on a busy machine: hydration can take
 * longer than its 500 ms window and only then import the modules the page boots with.
 */
async function settle(page, network, { quietMs, deadline }) {
  while (Date.now() < deadline) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })));
    const quietFor = Date.now() - network.lastActivity;
    if (network.inflight === 0 && quietFor >= quietMs) return;
    await page.waitForTimeout(Math.max(100, quietMs - quietFor));
  }
}

/**
 * Runs in the page: the inline scripts/styles and the external files the HTML names.
 * `bootAttribute` marks the consent layer's inline boot script (the package's name for it).
 */
function readDocument(bootAttribute) {
  const inline = [
    ...[...document.querySelectorAll("script:not([src])")].map((el) => ({
      kind: "script",
      type: el.getAttribute("type") ?? "",
      body: el.textContent ?? "",
      consentBoot: el.hasAttribute(bootAttribute) && el.closest("head") !== null,
    })),
    ...[...document.querySelectorAll("style")].map((el) => ({ kind: "style", type: "", body: el.textContent ?? "", consentBoot: false })),
  ];
  const external = [
    ...[...document.querySelectorAll("script[src]")]
      .filter((el) => ["", "text/javascript", "module"].includes(el.getAttribute("type") ?? ""))
      .map((el) => ({ kind: "script", url: el.src })),
    ...[...document.querySelectorAll('link[rel="modulepreload"]')].map((el) => ({ kind: "script", url: el.href })),
    ...[...document.querySelectorAll('link[rel="stylesheet"]')].map((el) => ({ kind: "style", url: el.href })),
  ];
  return { inline, external };
}
