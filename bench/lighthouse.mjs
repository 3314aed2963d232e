/**
 * Runs Lighthouse (default config: mobile form factor, simulated throttling) against
 * one URL several times, one run after another, each in a fresh Chromium, and
 * summarises the runs. Sequential on purpose: the machine has two shared cores and
 * parallel runs would skew each other's CPU-bound metrics.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromeFlags, resolveChromePath } from "./chrome.mjs";
import { categories, summarizeRuns } from "./lighthouse-summary.mjs";

/** @type {{ runs: number, onRun?: (run: number, lhr: any) => void }} */
export const defaultOptions = { runs: 3 };

/** One Lighthouse run; returns the lhr. */
export async function runLighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: resolveChromePath(), chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.values(categories),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} url
 * @param {Partial<typeof defaultOptions>} [options]
 */
export async function runLighthouse(url, options = {}) {
  const { runs, onRun } = { ...defaultOptions, ...options };
  const lhrs = [];
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await runLighthouseOnce(url);
    lhrs.push(lhr);
    onRun?.(run, lhr);
  }
  return summarizeRuns(lhrs);
}
