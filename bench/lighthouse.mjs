/**
 * Runs Lighthouse (default config: mobile form factor, simulated throttling) against
 * one URL several times, one run after another, each in a fresh Chromium, and
 * summarises the runs. Sequential on purpose: the machine has two shared cores and
 * parallel runs would skew each other's CPU-bound metrics.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { chromeFlags, resolveChromePath } from "./chrome.mjs";
import { categories, summarizeRuns } from "./lighthouse-summary.mjs";

/**
 * @type {{ runs: number, cookies: Array<{ name: string, value: string, domain: string, path: string }> | null,
 *   onRun?: (run: number, lhr: any) => void }}
 * cookies: set before loading the page (and kept: no storage reset), e.g. a consent choice.
 */
export const defaultOptions = { runs: 3, cookies: null };

/** One Lighthouse run; returns the lhr. */
export async function runLighthouseOnce(url, { cookies } = defaultOptions) {
  const chrome = await chromeLauncher.launch({ chromePath: resolveChromePath(), chromeFlags });
  const browser = cookies ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) : null;
  try {
    const page = browser ? await browser.newPage() : undefined;
    if (page && cookies) await page.setCookie(...cookies);
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.values(categories), disableStorageReset: Boolean(cookies) };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

/**
 * @param {string} url
 * @param {Partial<typeof defaultOptions>} [options]
 */
export async function runLighthouse(url, options = {}) {
  const { runs, cookies, onRun } = { ...defaultOptions, ...options };
  const lhrs = [];
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await runLighthouseOnce(url, { runs, cookies });
    lhrs.push(lhr);
    onRun?.(run, lhr);
  }
  return summarizeRuns(lhrs);
}
