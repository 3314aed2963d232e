import { cpSync, existsSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PUCK_CHECKED_VERSION, PUCK_CLASS, puckCanvasDom, puckDom } from "../../editor/client/puck/puck-dom";
import { SESSION_COOKIE } from "../../editor/shared/names";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { blockSkeleton, measureWidths } from "./editor/block-skeleton";
import { openPage as openEditorPage, outsideCanvas, saveAnswer, tabTo } from "./editor/editor-page";
import { runEditor, startEditor, type EditorProcess } from "./editor/editor-process";
import { editTestPort } from "./ports";

/**
 * The page builder (docs/behaviour/page-builder.md) at desktop width, on its own server
 * and a copy of the content. Its logic (the writers, the conflict check, the path guard,
 * the field mapping, the session guard, the names it answers to) is unit-tested beside its
 * code. One publish, after the tests that save, finds each of their saves on the built
 * pages; the preview after it reuses that build.
 */
const port = editTestPort();
// Inside the site folder, where the build's server bundle finds the site's packages (as Preview's does).
const publishDir = path.resolve("site", "build-editor-e2e");
// Where the page builder's Preview builds (editor/server/create-editor-server.ts).
const previewDir = path.resolve("site", "build-preview");
let editor: EditorProcess;
// The editor runs with a password, as an owner who opens it to other machines runs it: the
// first test signs in through its form, every other test starts signed in (its session below).
const password = "kiln-fire-2026";
let session = "";

// The editor draws each page through its server: on a busy machine a test takes tens of seconds.
test.describe.configure({ mode: "serial", timeout: 60_000 });
// A desktop tool, in a project of its own (playwright.config.ts).
test.beforeAll(async () => {
  // The page builder starts through tsx, serving the page the global setup built (tests/e2e/editor/setup.ts).
  test.setTimeout(120_000);
  // Publish builds into a folder of the test's own, never the live build the other specs serve.
  editor = await startEditor(port, { VITRINE_OUT_DIR: publishDir, EDIT_PASSWORD: password });
  const signedIn = await fetch(`${editor.url}/api/login`, { method: "POST", headers: { origin: editor.url, "content-type": "application/json" }, body: JSON.stringify({ password }) });
  session = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(signedIn.headers.get("set-cookie") ?? "")?.[1] ?? "";
  if (!session) throw new Error(`The editor did not sign in (${signedIn.status}).`);
});
// Every context a test opens starts signed in: read as it opens, after the sign-in above.
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from its first parameter, which must be a pattern.
  storageState: async ({}, use) => {
    await use({ cookies: [{ name: SESSION_COOKIE, value: session, domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Strict" }], origins: [] });
  },
});
test.afterAll(async () => {
  await editor?.stop();
});

const pageFile = (slug: string) => path.join(editor.contentDir, "pages", `${slug}.yaml`);
const openPage = (page: Page, slug: string) => openEditorPage(page, editor.url, slug);

test("refuses a non-loopback address without a password, and a wrong password with one", async ({ newGuardedContext }) => {
  // A second studio starts (and is refused) here.
  test.setTimeout(90_000);
  const refused = await runEditor({ EDIT_HOST: "0.0.0.0", EDIT_PORT: String(port + 2), EDIT_PASSWORD: "" });
  expect(refused).toMatchObject({ ready: false, code: 1 });
  expect(refused.output).toContain("will not listen on 0.0.0.0 without a password");
  // Signed out, as a browser that meets this editor for the first time.
  const page = await (await newGuardedContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await page.goto(`${editor.url}/`, { waitUntil: "commit" });
  await page.getByLabel("Password").fill("not-the-one", { timeout: 30_000 });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That is not the editor's password.");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The editor's page loads afresh once signed in: 3–5.3 s measured here under load.
  await expect(page.getByRole("heading", { name: "What needs doing" })).toBeVisible({ timeout: 30_000 });
});

test("opens on what needs doing, lists the pages, and its screens pass axe", async ({ page }) => {
  // Seven screens, each opened and scanned: under CI's load each takes up to 20 s.
  test.setTimeout(240_000);
  await page.goto(`${editor.url}/`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "What needs doing" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Looking…")).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolations(page, "what needs doing");
  await page.screenshot({ path: test.info().outputPath("editor-today.png"), fullPage: true });
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Messages", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Loading…")).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolations(page, "messages");
  await page.goto(`${editor.url}/#/pages`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Pages" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Hollow Oak Studio" })).toHaveAttribute("href", "#/page/home");
  await expectNoAxeViolations(page, "page list");
  await page.screenshot({ path: test.info().outputPath("editor-pages.png"), fullPage: true });
  // Each settings screen, reached from the first screen's links.
  for (const [link, name] of [["Site settings", "site"], ["Menu", "menu"], ["Footer", "footer"], ["Colours and fonts", "settings"]]) {
    await page.goto(`${editor.url}/`, { waitUntil: "commit" });
    await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: link, exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, link);
    await page.screenshot({ path: test.info().outputPath(`editor-${name}.png`), fullPage: true });
  }
});

/** The demo's pages, as built: the editor's copy of the content is the same until a test below saves. */
const demoPages = readdirSync(path.resolve("site", "content", "pages")).map((file) => file.replace(/\.(ya?ml|json)$/, ""));

test("draws every demo page with the site's own blocks: the built page's sections, columns and widgets, prose at the reading measure", async ({ page, newGuardedContext }) => {
  // Six pages opened one after another, each drawn by the server.
  test.setTimeout(300_000);
  expect(demoPages.length).toBeGreaterThanOrEqual(6);
  // The built page as pre-rendered, at the canvas's desktop width: no script adds a class.
  const built = await (await newGuardedContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })).newPage();
  let measured = 0;
  for (const slug of demoPages) {
    const canvas = await openPage(page, slug);
    // Every widget drawn from the server's answer, none still waiting for it.
    await expect(canvas.locator(".editor-widget-pending")).toHaveCount(0);
    // The canvas opens at its desktop width, the built page's here.
    expect(await canvas.locator("body").evaluate(() => window.innerWidth), slug).toBe(1280);
    await built.goto(slug === "home" ? "/" : `/${slug}/`);
    const published = await blockSkeleton(built.locator("body"));
    expect(published.length, slug).toBeGreaterThan(0);
    expect(await blockSkeleton(canvas.locator("body")), `${slug}: the canvas's sections, columns and widgets`).toEqual(published);
    const [inCanvas, onPage] = [await measureWidths(canvas.locator("body")), await measureWidths(built.locator("body"))];
    expect(inCanvas.length, slug).toBe(onPage.length);
    for (const [i, { inner, measure }] of onPage.entries()) {
      expect(measure, `${slug}: a reading-measure column is narrower than its section`).toBeLessThan(inner);
      expect(inCanvas[i]!.measure, `${slug}: the canvas lays the column at the page's reading measure`).toBeCloseTo(measure, 0);
    }
    measured += onPage.length;
  }
  // The care guide and the contact page hold running text at the measure.
  expect(measured).toBeGreaterThan(0);
});

test("every selector of the editor library's DOM matches, in the version it was checked against", async ({ page }) => {
  const installed = JSON.parse(readFileSync(createRequire(path.resolve("editor", "package.json")).resolve("@puckeditor/core/package.json"), "utf8")) as { version: string };
  expect(installed.version, "editor/client/puck/puck-dom.ts: the version its selectors were checked against").toBe(PUCK_CHECKED_VERSION);
  const canvas = await openPage(page, "portfolio");
  // A gallery's fields hold a list with items: the list, its items and its add button are drawn.
  await canvas.locator(".widget--gallery").first().click();
  await expect(page.locator(".block-tools").filter({ visible: true }).getByRole("combobox", { name: "Block", exact: true }).locator("option:checked")).toHaveText(/Gallery/);
  const around = Object.entries(puckDom);
  expect(around.length).toBeGreaterThan(0);
  for (const [name, selector] of around) await expect(page.locator(selector).first(), `puckDom.${name}: ${selector}`).toBeAttached();
  const inside = Object.entries(puckCanvasDom);
  expect(inside.length).toBeGreaterThan(0);
  for (const [name, selector] of inside) await expect(canvas.locator(selector).first(), `puckCanvasDom.${name}: ${selector}`).toBeAttached();
  // The library's class names on its drop zones are all told apart from the site's.
  const classes = await canvas.locator(puckCanvasDom.dropZone).evaluateAll((zones) => zones.flatMap((zone) => [...zone.classList]));
  expect(classes.filter((name) => PUCK_CLASS.test(name)).length).toBeGreaterThan(0);
  expect(classes.filter((name) => name.startsWith("_") && !PUCK_CLASS.test(name))).toEqual([]);
});

test("edits a heading through its field and saves only that line", async ({ page }) => {
  const before = readFileSync(pageFile("home"), "utf8");
  const canvas = await openPage(page, "home");
  await canvas.locator("h1").click();
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await expect(text).toHaveValue("Pots for everyday hands, photographs for quiet walls");
  await text.fill("Pots for slow mornings");
  await expect(canvas.locator("h1")).toHaveText("Pots for slow mornings");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  const after = readFileSync(pageFile("home"), "utf8").split("\n");
  const changed = before.split("\n").flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
  expect(changed).toEqual([["            text: Pots for everyday hands, photographs for quiet walls", "            text: Pots for slow mornings"]]);
  // Saving again changes nothing, and the editor says so rather than claiming a write.
  const saved = readFileSync(pageFile("home"), "utf8");
  await page.getByRole("button", { name: "Saved", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nothing to save: the page is as it was." })).toBeVisible();
  expect(readFileSync(pageFile("home"), "utf8")).toBe(saved);
});

/**
 * The page inside the canvas is the site's own markup, scanned on the built pages by the
 * site's specs; in the canvas the editor library also makes every block a drag handle
 * (role=button) holding other blocks, which axe calls nested controls. The frame itself
 * and everything around it are scanned.
 */

test("blocks an invalid field with the build's message beside it and leaves the file untouched; the page being edited passes axe, with a block selected and its problems shown", async ({ page }) => {
  const before = readFileSync(pageFile("about"), "utf8");
  const canvas = await openPage(page, "about");
  await expectNoAxeViolations(page, "page editor", outsideCanvas);
  await canvas.locator(".widget--image").first().click();
  await page.getByRole("textbox", { name: "Text alternative" }).fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const problems = page.getByRole("list", { name: "Problems" });
  await expect(problems.getByRole("listitem")).toHaveCount(1, saveAnswer);
  await expectNoAxeViolations(page, "page editor with a problem", outsideCanvas);
  await page.screenshot({ path: test.info().outputPath("editor-desktop.png") });
  // In plain words, the field by its label; the build's own line under Details.
  await expect(problems).toContainText("Image: Text alternative: Describe the image for people who cannot see it.");
  await problems.getByText("Details").click();
  await expect(problems.locator("code")).toHaveText(/^content\/pages\/about\.yaml: sections\[\d+\]\.columns\[\d+\]\.widgets\[\d+\]\.alt: describe the image for people who cannot see it \(alt must not be empty\)$/);
  await expect(page.getByRole("alert").filter({ hasText: "Text alternative" })).toContainText("Text alternative: Describe the image for people who cannot see it.");
  expect(readFileSync(pageFile("about"), "utf8")).toBe(before);
  await page.screenshot({ path: test.info().outputPath("editor-invalid.png") });
});

test("stops a save after an outside change and offers reload or overwrite", async ({ page }) => {
  const canvas = await openPage(page, "care-guide");
  const outside = readFileSync(pageFile("care-guide"), "utf8").replace(/^title: .*$/m, "title: Changed by hand");
  writeFileSync(pageFile("care-guide"), outside);
  await canvas.locator(".widget--heading").first().click();
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("Looking after your pots");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "This page was changed elsewhere" });
  await expect(dialog).toBeVisible(saveAnswer);
  expect(readFileSync(pageFile("care-guide"), "utf8")).toBe(outside);
  await dialog.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  expect(readFileSync(pageFile("care-guide"), "utf8")).toContain("Looking after your pots");
});

/** Presses Tab until `target` has focus, as someone with only a keyboard would. */
test("selects and moves a section with the keyboard alone, focus staying on the control, and saves the new order", async ({ page }) => {
  const canvas = await openPage(page, "portfolio");
  const sections = () => canvas.locator("main > section, main > * > section").evaluateAll((els) => els.map((e) => e.querySelector("h1, h2")?.textContent ?? ""));
  const first = await sections();
  const navigator = page.getByRole("combobox", { name: "Block", exact: true });
  // The fields panel is the last part of the editor: backwards from the page's start is the short way.
  await tabTo(page, navigator, { back: true });
  await page.keyboard.press("ArrowDown");
  await expect(navigator).toHaveValue(/Section/);
  await expect(navigator).toBeFocused();
  const down = page.getByRole("button", { name: "Move down" });
  await page.keyboard.press("Tab");
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(sections).toEqual([first[1], first[0], ...first.slice(2)]);
  await expect(page.getByRole("group", { name: "Move Section" })).toContainText(`2 of ${first.length}`);
  // The panel redraws after a move; focus stays on the button, so the next key press moves the block again.
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(sections).toEqual([first[1], first[2], first[0], ...first.slice(3)]);
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Move up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(sections).toEqual([first[1], first[0], ...first.slice(2)]);
  await expect(page.getByRole("button", { name: "Move up" })).toBeFocused();
  // The canvas runs no site script in edit mode: no entrance animation waits to run.
  await expect(canvas.locator("[data-animate]")).toHaveCount(0);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  const saved = readFileSync(pageFile("portfolio"), "utf8");
  expect([...saved.matchAll(/^ {2}- id: (\S+)$/gm)].map((m) => m[1]).slice(0, 2)).toEqual(["porcelain", "portfolio"]);
});

test("adds and removes a key of a record field, refusing a key the content check would refuse", async ({ page }) => {
  const canvas = await openPage(page, "privacy-policy");
  await canvas.locator(".widget--cookie-list").click();
  const notes = page.getByRole("group", { name: "Notes per category" });
  await notes.getByRole("button", { name: "Remove performance" }).click();
  await expect(notes.getByLabel("performance", { exact: true })).toHaveCount(0);
  const key = notes.getByLabel("New key");
  await key.fill("Open Studio");
  await notes.getByRole("button", { name: "Add key" }).click();
  await expect(notes.getByRole("alert")).toHaveText('expected a kebab-case name (a-z, 0-9 and hyphens), received "Open Studio"');
  await key.fill("analytics");
  await key.press("Enter");
  await expect(notes.getByRole("alert")).toHaveText('"analytics" is already here.');
  await key.fill("performance");
  await key.press("Enter");
  await expect(notes.getByRole("alert")).toHaveCount(0);
  await notes.getByLabel("performance", { exact: true }).fill("Nothing in this category yet.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  const saved = readFileSync(pageFile("privacy-policy"), "utf8");
  expect(saved).toMatch(/\n {14}performance: "?Nothing in this category yet\."?\n/);
  expect(saved).toContain("              necessary: |");
});

/**
 * Fills what the selected block still needs, as a site owner would: an image chosen for
 * an image left empty, a line typed into an empty field that does not say "(optional)"
 * (the field's example where it shows one), an item added (and unfolded) to a list that needs one (the library's list
 * buttons have no name; its classes are all there is, puck-dom.ts). Nothing here knows a widget type.
 */
async function fillRequired(page: Page) {
  const fields = page.locator(".block-fields").filter({ visible: true });
  for (let pass = 0; pass < 3; pass++) {
    const lists = fields.locator(puckDom.list);
    for (let i = 0; i < (await lists.count()); i++) {
      const list = lists.nth(i);
      if (await list.evaluate((el, withItems) => el.matches(withItems), puckDom.listWithItems)) continue;
      // The list's own label: in the nearest box around it that has one.
      const label = await list.evaluate((el, labelSelector) => {
        for (let box = el.parentElement; box; box = box.parentElement) {
          const found = box.querySelector(labelSelector);
          if (found) return found.textContent;
        }
        return null;
      }, puckDom.fieldLabel);
      if (label?.includes("(optional)")) continue;
      await list.locator(puckDom.listAddButton).click({ timeout: 5_000 });
      // A new item opens folded: unfold it to reach its fields.
      await list.locator(puckDom.listItemSummary).last().click({ timeout: 5_000 });
    }
    // An image field with no picture yet takes the first of the library (image-field.tsx).
    for (const image of await fields.locator(".image-field").all()) {
      if ((await image.locator(".image-field__chosen").textContent()) !== "No picture chosen") continue;
      await image.getByRole("button", { name: /: choose a picture$/ }).click();
      await image.locator(".image-picker input[type=radio]").nth(1).check();
      await image.getByRole("button", { name: "Done" }).click();
    }
    for (const select of await fields.locator("select").all()) {
      if ((await select.inputValue()) === "" && (await select.locator("option").count()) > 1) await select.selectOption({ index: 1 });
    }
    for (const box of await fields.locator("input:not([type]), input[type=text], textarea").all()) {
      const name = await box.evaluate((el, dom) => (el as HTMLInputElement).labels?.[0]?.textContent ?? el.closest(dom.field)?.querySelector(dom.fieldLabel)?.textContent ?? "", { field: puckDom.field, fieldLabel: puckDom.fieldLabel });
      // A field with an example (its placeholder) takes it: the example is a valid value.
      const example = await box.getAttribute("placeholder");
      if ((await box.inputValue()) === "" && !name.includes("(optional)") && name !== "New key") await box.fill(example || `A sample for ${name || "this field"}`);
    }
  }
}

test("adds a widget of every type with valid fields, saves it, and publishes it to the built page, with every page saved above", async ({ page }) => {
  // The spec's one full build of the site runs in this test.
  test.setTimeout(360_000);
  await page.goto(`${editor.url}/#/pages`, { waitUntil: "commit" });
  await page.getByLabel("Title").fill("Every widget", { timeout: 30_000 });
  await page.getByRole("button", { name: "Create page" }).click();
  const canvas = page.frameLocator(puckDom.canvasFrame);
  await canvas.locator(".widget--heading").waitFor({ timeout: 20_000 });
  const navigator = page.getByRole("combobox", { name: "Block", exact: true });
  const column = await navigator.locator("option").filter({ hasText: "Column 1" }).getAttribute("value");
  await navigator.selectOption(column!);
  // The kinds a column takes are the widget registry's, as the editor lists them.
  const add = page.getByRole("combobox", { name: /^Add / });
  const kinds = await add.locator("option").evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? "" })));
  expect(kinds.length).toBeGreaterThanOrEqual(10);
  for (const kind of kinds) {
    await add.selectOption(kind.value);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(navigator.locator("option:checked")).toHaveText(new RegExp(`^\\s*${kind.label} \\d+`));
    await fillRequired(page);
  }
  await page.keyboard.press("Control+s");
  // A name the build says is taken elsewhere (a form's, which is site-wide) gets another one, as the message asks.
  const problems = page.getByRole("list", { name: "Problems" });
  const savedNote = page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." });
  await expect(savedNote.or(problems)).toBeVisible({ timeout: 20_000 });
  for (const text of await problems.getByRole("listitem").allTextContents()) {
    const [, kind, name] = /the (\w+) "([^"]+)" is defined differently .* give one of them another name/.exec(text) ?? [];
    expect(name, text).toBeTruthy();
    const option = navigator.locator("option").filter({ hasText: new RegExp(`^\\s*${kind}`, "i") });
    await navigator.selectOption((await option.getAttribute("value"))!);
    const fields = page.locator(".block-fields").filter({ visible: true });
    const box = fields.locator("input").filter({ has: page.locator(`xpath=self::*[@value="${name}"]`) }).first();
    await box.fill(`${name}-on-every-widget`);
  }
  if (!(await savedNote.isVisible())) await page.keyboard.press("Control+s");
  await expect(savedNote).toBeVisible({ timeout: 20_000 });
  const saved = readFileSync(pageFile("every-widget"), "utf8");
  for (const kind of kinds) expect(saved).toContain(`- type: ${kind.value}\n`);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("region", { name: "Publish" })).toContainText(/Published in \d+ s: the live site now shows what you saved\./, { timeout: 300_000 });
  const built = (address: string) => readFileSync(path.join(publishDir, "client", address, "index.html"), "utf8");
  await test.step("every widget on the new page", () => {
    const page = built("every-widget");
    for (const kind of kinds) expect(page, kind.value).toMatch(new RegExp(`class="widget widget--${kind.value}[ "]`));
  });
  // The saves of the tests above, each on its published page.
  await test.step("the home page's heading edited through its field", () => {
    expect(built("")).toContain("<h1>Pots for slow mornings</h1>");
  });
  await test.step("the care guide's heading, saved over the change on disk", () => {
    expect(built("care-guide")).toMatch(/<h[1-6][^>]*>Looking after your pots<\/h[1-6]>/);
  });
  await test.step("the portfolio's sections in the order set by keyboard", () => {
    expect([...built("portfolio").matchAll(/<section id="([\w-]+)" class="section[ "]/g)].map((m) => m[1]).slice(0, 2)).toEqual(["porcelain", "portfolio"]);
  });
  await test.step("the privacy policy's note under the key added again", () => {
    expect(built("privacy-policy")).toContain("Nothing in this category yet.");
  });
});

test("in preview mode the saved page is a visitor's, marked as not published: the consent bar asks, animations wait to run, a button navigates", async ({ page }) => {
  // One build of the site, into the preview's own folder.
  test.setTimeout(300_000);
  // The preview builds the content Publish built above (nothing was saved since), with the
  // same code: started from a copy of that build, as a preview after an earlier one is, it
  // reuses the bundles and renders no page again (the incremental build of
  // docs/decisions/013-linear-build-and-atomic-output.md#decision) instead of a second full build.
  if (existsSync(path.join(publishDir, "client"))) {
    rmSync(previewDir, { recursive: true, force: true });
    cpSync(realpathSync(publishDir), previewDir, { recursive: true });
  }
  await openPage(page, "about");
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = await opened;
  await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview ready", { timeout: 280_000 });
  await expect(preview).toHaveURL(`http://127.0.0.1:${port + 1}/about`);
  await expect(preview.getByRole("note")).toHaveText("Preview — not published");
  // Live as published: the consent bar asks, entrance animations wait for the visitor to scroll, a button goes where it leads.
  await expect(preview.locator("#cookie-law-info-bar")).toBeVisible();
  await expect(preview.locator("[data-animate]").first()).toBeAttached();
  await preview.screenshot({ path: test.info().outputPath("editor-preview.png") });
  const button = preview.locator(".widget--button a").first();
  const href = (await button.getAttribute("href"))!;
  await button.click();
  await expect(preview).toHaveURL(`http://127.0.0.1:${port + 1}${href}`);
});

/**
 * Edit mode, widget by widget (docs/behaviour/page-builder.md#modes): a click on a link,
 * a card, a gallery image or a form's button selects the widget and goes nowhere; no
 * entrance animation waits to run; no consent layer; no site script fills anything in.
 * The same widgets in the visitor build are tested by their own specs (links, lightbox,
 * forms, consent id) and in preview mode above.
 */
test("in edit mode every widget rests: clicks select it and go nowhere, nothing animates, no consent layer", async ({ page }) => {
  // Six pages opened one after another, each drawn by the server.
  test.setTimeout(120_000);
  const sent: string[] = [];
  page.on("request", (request) => request.method() === "POST" && !request.url().includes("/api/draft/") && sent.push(request.url()));
  // Each page opened once, for every widget of it that a visitor would click.
  const pages = [
    { slug: "home", widgets: [{ widget: "button", click: "a", label: "Button" }, { widget: "product-grid", click: "a", label: "Product grid" }, { widget: "carousel", click: "a", label: "Carousel" }] },
    { slug: "care-guide", widgets: [{ widget: "toc", click: "a", label: "Table of contents" }] },
    { slug: "portfolio", widgets: [{ widget: "gallery", click: "a", label: "Gallery" }] },
    { slug: "contact", widgets: [{ widget: "form", click: "button[type=submit]", label: "Form" }] },
    { slug: "privacy-policy", widgets: [{ widget: "consent-id", click: "code", label: "Consent id" }] },
  ];
  for (const { slug, widgets } of pages) {
    const canvas = await openPage(page, slug);
    for (const { widget, click, label } of widgets) {
      const before = { editor: page.url(), canvas: await canvas.locator("body").evaluate(() => location.href) };
      // Where a visitor would click the link (the block takes pointer events over its content: that is the point).
      await canvas.locator(`.widget--${widget}`).first().locator(click).first().click({ force: true });
      await expect(page.locator(".block-tools").filter({ visible: true }).getByRole("combobox", { name: "Block", exact: true }).locator("option:checked"), `${widget} selected`).toHaveText(new RegExp(`^\\s*${label} \\d+`));
      expect(page.url(), `${widget}: the editor stays`).toBe(before.editor);
      expect(await canvas.locator("body").evaluate(() => location.href), `${widget}: the canvas stays`).toBe(before.canvas);
      await expect(canvas.locator("#cookie-law-info-bar, .pswp, [data-animate]"), `${widget}: no consent bar, lightbox or pending animation`).toHaveCount(0);
    }
  }
  // The consent id's script does not run: it shows its text for "no id yet".
  const canvas = page.frameLocator(puckDom.canvasFrame);
  const id = canvas.locator(".widget--consent-id code");
  await expect(id).toHaveText((await id.getAttribute("data-empty-text"))!);
  expect(sent, "nothing was sent (no form, no consent log)").toEqual([]);
  // Animated widgets draw in their final state.
  const about = await openPage(page, "about");
  expect(readFileSync(pageFile("about"), "utf8")).toMatch(/animate: (fade-up|zoom-in)/);
  // Read once the canvas has its styles (a frame still loading them computes no opacity at
  // all) and has settled (the editor may replace the frame as the page opens: read again).
  const opacities = () =>
    about
      .locator(".widget")
      .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).opacity))])
      .catch(() => [""]);
  await expect.poll(opacities).not.toContain("");
  expect(await opacities()).toEqual(["1"]);
});

test("resizes the canvas at the configured breakpoints", async ({ page }) => {
  const canvas = await openPage(page, "home");
  for (const [name, width] of [["Phone", 320], ["Tablet", 768], ["Desktop", 1280]] as const) {
    await page.getByRole("button", { name: new RegExp(`^Switch to ${name}`) }).click();
    await expect.poll(() => canvas.locator("body").evaluate(() => window.innerWidth)).toBe(width);
  }
  await page.getByRole("button", { name: /^Switch to Phone/ }).click();
  await page.screenshot({ path: test.info().outputPath("editor-phone.png") });
});

test("the visitor build carries nothing of the editor", () => {
  const client = path.resolve("site", "build", "client");
  const files: string[] = [];
  const walk = (dir: string) => readdirSync(dir).forEach((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : files.push(path.join(dir, name))));
  walk(client);
  const assets = files.filter((f) => /\.(js|css|html)$/.test(f));
  expect(assets.length).toBeGreaterThan(10);
  const found = assets.filter((f) => /puckeditor|@measured\/puck|data-puck|vitrine-editor|x-vitrine-csrf|ProseMirror|@tiptap/.test(readFileSync(f, "utf8")));
  expect(found).toEqual([]);
});
