import { defineConfig, devices } from "@playwright/test";
import { resolveChromium } from "./tests/e2e/browser";
import { e2ePort } from "./tests/e2e/ports";
import { siteServerCommand, siteServerEnv } from "./tests/e2e/site-server";

const port = e2ePort();
const editorSpec = /editor\.spec\.ts$/;
/**
 * Each test runs at the widths its tag names (tests/e2e/widths.ts): untagged, once at phone
 * width; `@both-widths` at 375 and 1280 px; `@desktop` at 1280 px only. Only what the width
 * changes (layout, the header's two menus, what covers what) pays for a second run.
 */
const desktopTags = /@both-widths|@desktop/;

/**
 * Browser tests run against the built, pre-rendered site served on localhost.
 * The host-resolver rule keeps Chromium itself off the network; the network guard
 * fixture (tests/e2e/fixtures.ts) fails any test whose page asks another host.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Build and serve the consent variants, and the static export, when the run includes their specs; build the studio's page once for its specs.
  globalSetup: ["./tests/e2e/consent-variants/setup.ts", "./tests/e2e/static-export/setup.ts", "./tests/e2e/editor/setup.ts"],
  fullyParallel: true,
  // `npm test`'s two runs at once each keep their own (a run empties its folder as it starts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // `npm test` reads each run's report for the slowest and the flaky tests (tests/run/cost-report.ts).
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: resolveChromium(),
      args: [
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    // The editor's tests run one after another on one worker: each file shares its server and
    // a copy of the content, and Publish and Preview build one at a time across editors (the
    // build lock, editor/server/build-lock.ts), so two files at once would refuse each other's
    // builds. They take minutes: listed first, they start at once and the other worker runs
    // everything else beside them, instead of them running last, alone.
    { name: "editor", testMatch: editorSpec, workers: 1, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "mobile", testIgnore: editorSpec, grepInvert: /@desktop/, use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false } },
    { name: "desktop", testIgnore: editorSpec, grep: desktopTags, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: siteServerCommand,
    env: siteServerEnv(port),
    url: `http://localhost:${port}/`,
    // `npm test` serves the site once for its two Playwright runs (tests/run-all.ts).
    reuseExistingServer: !process.env.CI || process.env.E2E_SITE_SERVED === "1",
  },
});
