/**
 * The studio's load time (docs/behaviour/page-builder.md): the editor's server with its
 * built page (as `npm run edit` serves it, built first if needed) on a copy of the demo content,
 * opened in headless Chromium kept off the network (bench/chrome.mjs). Times the first
 * screen until its heading shows, once just after the server started, then `runs` times in a new browser (nothing cached)
 * and reloaded; and the home page's editor, opened from the list as an owner opens it and
 * reloaded, until its canvas has drawn the page's h1. Prints the median of each. Run:
 * `npm run bench:editor-load -- [runs]` (from the editor's folder, where tsx reads its
 * tsconfig and the site's aliases).
 */
import { cpSync, mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { ensureClientBuilt } from "../editor/server/client-build";
import { createEditorServer } from "../editor/server/create-editor-server";
import { puckDom } from "../editor/client/puck/puck-dom";
import { chromeFlags, resolveChromePath } from "./chrome.mjs";

const runs = Number(process.argv[2] ?? 3);
// On a busy machine the first load takes a while.
const timeout = 120_000;
const site = fileURLToPath(new URL("../site/", import.meta.url));
const contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-load-")), "content");
cpSync(path.join(site, "content"), contentDir, { recursive: true });
// The site's config and the canvas's drafts read the content folder the editor edits.
process.env.VITRINE_CONTENT_DIR = contentDir;
await ensureClientBuilt();
const editor = await createEditorServer({ contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0 });
await new Promise<void>((resolve) => editor.server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(editor.server.address() as AddressInfo).port}`;
// Playwright adds its own headless switch; the rest of the bench's flags apply as they are.
const browser = await chromium.launch({ executablePath: resolveChromePath(), args: chromeFlags.filter((flag) => !flag.startsWith("--headless")) });

/** Milliseconds from `start` until `ready` resolves. */
async function timed(start: () => Promise<unknown>, ready: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await start();
  await ready();
  return performance.now() - started;
}
const firstScreen = (page: Page) => page.getByRole("heading", { level: 1, name: "Pages" }).waitFor({ timeout });
const canvasDrawn = (page: Page) => page.frameLocator(puckDom.canvasFrame).locator("h1").first().waitFor({ timeout });

const times: Record<string, number[]> = { "first screen, new browser": [], "first screen, reload": [], "home page's editor, from the list": [], "home page's editor, reload": [] };
let afterStart: number;
try {
  // A new context: an empty cache and no cookie, as on a first visit.
  const visit = () => browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await visit();
  const firstPage = await first.newPage();
  afterStart = await timed(() => firstPage.goto(`${base}/`, { waitUntil: "commit" }), () => firstScreen(firstPage));
  await first.close();
  for (let i = 0; i < runs; i++) {
    const context = await visit();
    const page = await context.newPage();
    times["first screen, new browser"]!.push(await timed(() => page.goto(`${base}/`, { waitUntil: "commit" }), () => firstScreen(page)));
    times["first screen, reload"]!.push(await timed(() => page.reload({ waitUntil: "commit" }), () => firstScreen(page)));
    // Timed from the click: the list's own load is not the page editor's.
    const home = page.locator('a[href="#/page/home"]').first();
    await home.waitFor({ timeout });
    times["home page's editor, from the list"]!.push(await timed(() => home.click(), () => canvasDrawn(page)));
    times["home page's editor, reload"]!.push(await timed(() => page.reload({ waitUntil: "commit" }), () => canvasDrawn(page)));
    await context.close();
  }
} finally {
  await browser.close();
  await editor.close();
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const measures = Object.entries(times).map(([name, list]) => `${name} ${seconds(median(list))}`);
console.log(`editor load: first screen just after the server started ${seconds(afterStart)}; medians: ${measures.join(", ")} (${runs} visits each)`);
