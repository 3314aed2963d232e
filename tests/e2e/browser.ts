import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Finds a Chromium to drive: CHROME_PATH, then Debian's /usr/bin/chromium, then a
 * Playwright-managed browser. Fails with what to install when there is none.
 */
export function resolveChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const system = candidates.find((p): p is string => Boolean(p) && existsSync(p!));
  if (system) return system;
  let managed: string | undefined;
  try {
    managed = chromium.executablePath();
  } catch {
    managed = undefined;
  }
  if (managed && existsSync(managed)) return undefined; // Playwright uses its own browser.
  throw new Error(
    "No Chromium found for the browser tests. Install one: `apt-get install -y chromium` (Debian), " +
      "or set CHROME_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium`.",
  );
}
