/**
 * The studio's load time (docs/behaviour/page-builder.md): the editor's server with its
 * built page (as `npm run edit` serves it, built first if needed) on a copy of the demo content,
 * opened in headless Chromium kept off the network (bench/chrome.mjs). Times the first
 * screen ("What needs doing") until its list shows, once just after the server started, then `runs` times in a new
 * browser (nothing cached) and reloaded; the home page's editor, opened from the pages' list as
 * an owner opens it and reloaded, until its canvas has drawn the page's h1; a post's and a
 * product's editor, opened from their lists, until their text can be typed in. Prints the
 * median of each against the bars (1.5 s for the first screen, 1 s for an editor). Run:
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
// The first screen has drawn once what needs doing has answered (its list, or "All done").
const firstScreen = (page: Page) => page.locator(".today__list, .today__done").first().waitFor({ timeout });
const canvasDrawn = (page: Page) => page.frameLocator(puckDom.canvasFrame).locator("h1").first().waitFor({ timeout });
const textReady = (page: Page) => page.locator(".rich-body__text").first().waitFor({ timeout });

const FIRST_SCREEN_BAR_S = 1.5;
const EDITOR_BAR_S = 1;
const times: Record<string, number[]> = {
  "first screen, new browser": [],
  "first screen, reload": [],
  "home page's editor, from the list": [],
  "home page's editor, reload": [],
  "a post's editor, from the list": [],
  "a product's editor, from the list": [],
};
/** Opens a list, then times the click on one of its links until the editor is ready. */
async function fromList(page: Page, list: string, link: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  await page.goto(`${base}/${list}`, { waitUntil: "commit" });
  const entry = page.locator(`a[href="${link}"]`).first();
  await entry.waitFor({ timeout });
  return timed(() => entry.click(), () => ready(page));
}
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
    // Timed from the click: the list's own load is not the editor's.
    times["home page's editor, from the list"]!.push(await fromList(page, "#/pages", "#/page/home", canvasDrawn));
    times["home page's editor, reload"]!.push(await timed(() => page.reload({ waitUntil: "commit" }), () => canvasDrawn(page)));
    times["a post's editor, from the list"]!.push(await fromList(page, "#/posts", "#/post/notes-on-celadon", textReady));
    times["a product's editor, from the list"]!.push(await fromList(page, "#/products", "#/product/celadon-bottle-vase", textReady));
    await context.close();
  }
} finally {
  await browser.close();
  await editor.close();
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const measures = Object.entries(times).map(([name, list]) => {
  const bar = name.startsWith("first screen") ? FIRST_SCREEN_BAR_S : EDITOR_BAR_S;
  return `${name} ${seconds(median(list))} (${median(list) <= bar * 1000 ? "under" : "over"} ${bar} s)`;
});
console.log(`editor load: first screen just after the server started ${seconds(afterStart)}; medians: ${measures.join(", ")} (${runs} visits each)`);
