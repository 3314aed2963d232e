/**
 * The Chromium the bench drives, and the flags that keep it off the network.
 * Same lookup order as the browser tests: CHROME_PATH, then Debian's Chromium, then
 * a Playwright-managed browser.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Flags for every Chromium the bench starts (the resolver rule keeps it on localhost). */
export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Path to a Chromium binary, or throws saying what to install. */
export function resolveChromePath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  let managed;
  try {
    managed = chromium.executablePath();
  } catch {
    managed = undefined;
  }
  if (managed && existsSync(managed)) return managed;
  throw new Error(
    "No Chromium found for the bench. Install one (`apt-get install -y chromium` on Debian), " +
      "set CHROME_PATH, or run `npx playwright install chromium`.",
  );
}
