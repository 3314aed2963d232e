/**
 * Loads a page in Chromium and hands back every script and stylesheet it loaded on
 * first load, as `Resource`s for bytes.mjs.
 *
 * "First load" is everything up to the network going idle after the load event: the
 * HTML's inline <script>/<style>, <script src>, <link rel="modulepreload"> targets,
 * stylesheets, and any module imported while the page boots. Prefetches (rel=prefetch)
 * and things loaded only on interaction (a lightbox on first open) are not counted.
 * Inline scripts count only when the browser would run them: JSON data, import maps and
 * consent-blocked `type="text/plain"` scripts are not JavaScript the page executes.
 * Data fetched while loading (fetch/XHR, e.g. the search index) is collected as
 * kind "data": it is not JS, but it is worth seeing next to it.
 */
import { chromeFlags, resolveChromePath } from "./chrome.mjs";

/** @typedef {import("./bytes.mjs").Resource} Resource */

/** @type {{ viewport: { width: number, height: number }, timeoutMs: number }} */
export const defaultOptions = { viewport: { width: 375, height: 740 }, timeoutMs: 30_000 };

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
 * @param {Partial<typeof defaultOptions>} [options]
 * @returns {Promise<{ resources: Resource[], status: number, missing: string[], text: string }>}
 */
export async function collectPage(browser, url, options = {}) {
  const { viewport, timeoutMs } = { ...defaultOptions, ...options };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
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
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: timeoutMs });
    const dom = await page.evaluate(readDocument);
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

/** Runs in the page: the inline scripts/styles and the external files the HTML names. */
function readDocument() {
  const inline = [
    ...[...document.querySelectorAll("script:not([src])")].map((el) => ({
      kind: "script",
      type: el.getAttribute("type") ?? "",
      body: el.textContent ?? "",
      consentBoot: el.hasAttribute("data-consent-boot") && el.closest("head") !== null,
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
