import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request } from "@playwright/test";
import { png } from "../../editor/server/media/png-for-tests";
import { weekOfVisits } from "../../editor/client/visitors-fixture";
import { FILE_PATH } from "../../editor/shared/owner-words";
import { placeOrder, type Order } from "../../site/server/shop/shop.mjs";
import { openDatabase } from "../../site/server/db/open-database.mjs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { chooseImage, chooseImageByKeyboard, chosenImage, openPage, outsideCanvas, saveAnswer, screenshotBothWidths, tabTo } from "./editor/editor-page";
import { startEditor, type EditorProcess } from "./editor/editor-process";
import { studioTestPort } from "./ports";

/**
 * The studio's words and guards (docs/behaviour/page-builder.md#messages and #guards):
 * plain messages that name the field and clear once fixed, builds with a plain result,
 * the kit's contrast, and the page's delete set apart. Each by pointer and by keyboard.
 * The tests save their changes one after another; the last publishes them all at once and
 * finds each on the published site (a publish is a full build: minutes under load).
 */
// Ports of its own: neither file can meet a server the other left running.
const port = studioTestPort();
const publishDir = path.resolve("site", "build-studio-e2e");
let editor: EditorProcess;
// The site server's database, as the studio reads it, with three orders in it; made in beforeAll (the runner also loads this file, only to list its tests).
let dataDir = "";

async function placeOrders() {
  const { db } = await openDatabase({ VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" });
  const order = (id: string, day: number, kind: Order["kind"], status: Order["status"], buyerName: string, quantity: number) => ({
    id, kind, status, createdAt: Date.UTC(2026, 10, day, 9, 30), expiresAt: null, currency: "EUR", subtotal: 3600 * quantity, shipping: 600, total: 3600 * quantity + 600,
    lines: [{ product: "slate-mug", title: "Slate mug", sku: "MU-1", quantity, unitPrice: 3600 }], shippingZone: "France", country: "FR",
    paymentSession: null, buyerName, buyerEmail: `${buyerName.split(" ")[0]!.toLowerCase()}@example.com`, address: null, note: null,
  });
  const stock = new Map([["slate-mug", 10]]);
  await placeOrder(db, order("PAIDONLINE22", 20, "checkout", "paid", "Bo Lindqvist", 1), stock);
  await placeOrder(db, order("REQUESTANN22", 23, "request", "requested", "Ann Potter", 2), stock);
  await placeOrder(db, order("REQUESTCY333", 25, "request", "requested", "Cy Moreau", 1), stock);
  await db.close();
}

// Under load the editor draws a page in tens of seconds, and axe over its whole screen takes as long again.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "studio-orders-"));
  await placeOrders();
  editor = await startEditor(port, { VITRINE_OUT_DIR: publishDir, VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" });
});
test.afterAll(async () => {
  await editor?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pageFile = (slug: string) => path.join(editor.contentDir, "pages", `${slug}.yaml`);

/** The site's own server on what was published, as `npm run serve` runs it. */
async function servePublished(): Promise<{ origin: string; stop(): void }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const site = spawn(process.execPath, ["site/server/serve.mjs"], { env: { ...process.env, PORT: String(port), VITRINE_OUT_DIR: publishDir, VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: ["ignore", "pipe", "pipe"] });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => (output += chunk.toString()).includes("Vitrine is serving") && resolve();
    site.stdout.on("data", read);
    site.stderr.on("data", read);
    site.once("exit", (code) => reject(new Error(`the site's server stopped (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => site.kill() };
}

test("a problem in plain words names the field, keeps the build's line under Details, and goes once fixed (pointer)", async ({ page }) => {
  const before = readFileSync(pageFile("home"), "utf8");
  const canvas = await openPage(page, editor.url, "home");
  await canvas.locator("h1").click();
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await text.fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const problems = page.getByRole("list", { name: "Problems" });
  await expect(problems.getByRole("listitem")).toHaveCount(1, saveAnswer);
  await expect(problems.getByRole("listitem")).toContainText("Heading: Text can't be empty: fill it in.");
  const beside = page.getByRole("alert").filter({ hasText: "Text can't be empty: fill it in." });
  await expect(beside).toBeVisible();
  await expectNoAxeViolations(page, "page editor with a plain problem", outsideCanvas);
  await beside.getByText("Details").click();
  await expect(beside.locator("code")).toHaveText(/^content\/pages\/home\.yaml: sections\[0\]\.columns\[\d+\]\.widgets\[\d+\]\.text: expected at least 1 character, received 0$/);
  await page.screenshot({ path: test.info().outputPath("studio-problem.png") });
  expect(readFileSync(pageFile("home"), "utf8")).toBe(before);

  await text.fill("Pots for slow mornings");
  await expect(page.getByRole("status").filter({ hasText: "All fixed. Save to write the page." })).toBeVisible(saveAnswer);
  await expect(beside).toHaveCount(0);
  await expect(problems).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
});

test("a problem in plain words, its Details and its fix, by keyboard alone", async ({ page }) => {
  await openPage(page, editor.url, "contact");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await tabTo(page, title, { back: true });
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.press("Control+s");
  const beside = page.getByRole("alert").filter({ hasText: "Title can't be empty: fill it in." });
  await expect(beside).toBeVisible(saveAnswer);
  // The message sits above the fields, so Details is behind the title field.
  const details = beside.getByText("Details");
  await tabTo(page, details, { back: true });
  await page.keyboard.press("Enter");
  await expect(beside.locator("code")).toHaveText("content/pages/contact.yaml: title: expected at least 1 character, received 0");
  await tabTo(page, title);
  await page.keyboard.type("Write to the studio");
  await expect(beside).toHaveCount(0, saveAnswer);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  expect(readFileSync(pageFile("contact"), "utf8")).toMatch(/^title: Write to the studio$/m);
});

test("Delete page sits apart from Preview and Publish and asks first", async ({ page }) => {
  await openPage(page, editor.url, "care-guide");
  const header = page.locator("header").filter({ has: page.getByRole("button", { name: "Preview" }) });
  await expect(header).toHaveCount(1);
  await expect(header.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  const zone = page.getByRole("region", { name: "Delete this page" });
  const remove = zone.getByRole("button", { name: "Delete page…" });
  await tabTo(page, remove, { back: true });
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.keyboard.press("Enter");
  await expect.poll(() => asked).toContain('Delete the page "Care guide"?');
  expect(existsSync(pageFile("care-guide"))).toBe(true);
  await expect(page).toHaveURL(/#\/page\/care-guide$/);
});

test("a failed publish says so plainly, names the page to fix, and its log has no server path", async ({ page }) => {
  // A page broken by hand, outside the editor: the build refuses it.
  writeFileSync(pageFile("broken"), "title: ''\ndescription: A page broken by hand.\nsections: []\n");
  try {
    await openPage(page, editor.url, "about");
    await page.getByRole("button", { name: "Publish" }).click();
    const panel = page.getByRole("region", { name: "Publish" });
    await expect(panel.getByRole("progressbar", { name: "Publish in progress" }).or(panel.getByText("Not published"))).toBeVisible();
    await expect(panel).toContainText("Not published: the live site is unchanged. Something needs fixing in the page “broken”", { timeout: 120_000 });
    await panel.getByText("Details").click();
    const log = (await panel.locator("pre").textContent()) ?? "";
    expect(log).toContain("content/pages/broken.yaml: title:");
    for (const server of [editor.contentDir, path.resolve("."), "/tmp/"]) expect(log).not.toContain(server);
    await page.screenshot({ path: test.info().outputPath("studio-publish-failed.png") });
  } finally {
    // The publish at the end builds everything the tests save, and nothing broken by hand.
    rmSync(pageFile("broken"));
  }
});

test("a low-contrast text colour is caught as it is typed and refused on save (keyboard), a light accent under white text as it is picked (pointer, with the colour picker), and the screen passes axe", async ({ page }) => {
  const kitFile = path.join(editor.contentDir, "settings", "kit.yaml");
  const before = readFileSync(kitFile, "utf8");
  await page.goto(`${editor.url}/#/settings`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Colours and fonts" })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, "settings");
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await tabTo(page, text);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("#f5f0ea");
  const problem = page.getByRole("alert").filter({ hasText: "Text on Background is hard to read" });
  await expect(problem).toContainText("contrast 1.07 : 1, and at least 4.5 : 1 is needed. Pick a darker Text or a lighter Background.");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  // The live sample shows the colours being tried, unreadable on purpose here: the screen around it is scanned.
  await expectNoAxeViolations(page, "settings with a contrast problem", { exclude: [[".kit-sample"]] });
  await page.screenshot({ path: test.info().outputPath("studio-contrast.png"), fullPage: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Not saved: see the fields marked below. Nothing was written.", saveAnswer);
  expect(readFileSync(kitFile, "utf8")).toBe(before);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("#2a2520");
  await expect(problem).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("All fixed. Save the settings to write them.");

  // By pointer, on the same screen: the accent from its colour picker.
  await page.getByLabel("Accent: pick").fill("#9fd3c7");
  await expect(page.getByRole("alert").filter({ hasText: "White on Accent is hard to read" })).toContainText("Pick a darker Accent.");
  await page.getByLabel("Accent: pick").fill("#2f5d50");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a heading font is picked from the list by keyboard, each choice drawn in its font, and saved by its name", async ({ page }) => {
  const kitFile = path.join(editor.contentDir, "settings", "kit.yaml");
  await page.goto(`${editor.url}/#/settings`, { waitUntil: "commit" });
  const headings = page.getByRole("group", { name: "Headings" });
  const georgia = headings.getByRole("radio", { name: "Georgia", exact: true });
  await expect(georgia).toBeChecked({ timeout: 30_000 });
  // Each card's sample line is drawn in its own font, loaded by the studio from the site's packages.
  const sample = headings.locator(".font-choice__card").filter({ hasText: "Fraunces" }).locator(".font-choice__sample");
  await expect(sample).toHaveCSS("font-family", /^"Fraunces Variable"/);
  await page.waitForFunction(() => document.fonts.check('1rem "Fraunces Variable"') && [...document.fonts].some((f) => f.family.includes("Fraunces") && f.status === "loaded"));
  const fraunces = headings.getByRole("radio", { name: "Fraunces", exact: true });
  await expect(fraunces).toHaveAccessibleDescription("Serif · sent with your site");
  await tabTo(page, georgia);
  // Arrow keys move through a radio group and pick as they go.
  for (let i = 0; i < 8 && !(await fraunces.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(fraunces).toBeChecked();
  await expect(page.locator(".kit-sample h2")).toHaveCSS("font-family", /^"Fraunces Variable", Georgia/);
  await expectNoAxeViolations(page, "settings with a font chosen");
  await page.screenshot({ path: test.info().outputPath("studio-fonts.png"), fullPage: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Saved. Publish a page to put it live.", saveAnswer);
  expect(readFileSync(kitFile, "utf8")).toMatch(/^ {2}heading: fraunces$/m);
});

const postFile = (slug: string, state: "posts" | "drafts/posts") => path.join(editor.contentDir, ...state.split("/"), `${slug}.md`);
const excerpt = "Three days of stoking, a cracked shelf and one jar I will keep: notes from the autumn firing.";

test("writes a post with a tag as a draft, sees it drawn by the post page's own markup, and marks it ready to publish (pointer)", async ({ page }) => {
  await page.goto(`${editor.url}/#/`, { waitUntil: "commit" });
  await page.getByRole("link", { name: "Journal posts", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Journal posts", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, "journal posts");
  await page.getByRole("textbox", { name: "Title" }).fill("Kiln diary, autumn");
  await page.getByRole("button", { name: "Start a draft" }).click();
  await expect(page.getByRole("heading", { name: /Kiln diary, autumn/, level: 1 })).toBeVisible({ timeout: 90_000 });
  expect(existsSync(postFile("kiln-diary-autumn", "drafts/posts"))).toBe(true);
  // A new draft's fields are empty, with hints: nothing to replace, no cover taken from another post.
  await expect(page.getByRole("textbox", { name: "Excerpt" })).toHaveValue("");
  await page.getByRole("textbox", { name: "Excerpt" }).fill(excerpt);
  await chooseImage(page, "Cover image", "kiln-shelf-after-firing");
  await page.getByRole("textbox", { name: "Cover text alternative" }).fill("The kiln's door bricked up, glowing orange at the spy hole");
  await page.getByRole("textbox", { name: "Tags" }).fill("kiln, firing");
  // Markdown by choice (rich text is the default: the keyboard test below writes in it).
  await page.getByRole("radio", { name: "Markdown" }).check();
  await page.getByRole("textbox", { name: "Body (Markdown)" }).fill("## Day one\n\nWe lit the **firebox** at dawn.\n");
  const preview = page.frameLocator('iframe[title="The post as it will look"]');
  await expect(preview.locator("article.post h1.post__title")).toHaveText("Kiln diary, autumn", { timeout: 30_000 });
  await expect(preview.locator(".prose.post__body h2")).toHaveText("Day one");
  await expect(preview.locator(".post__tags")).toContainText("firing");
  // The preview's frame runs no script (sandboxed), so axe cannot run inside it: its markup is the post page's, scanned on the built pages.
  await expectNoAxeViolations(page, "post editor", { exclude: [["iframe.post-editor__preview"]] });
  await screenshotBothWidths(page, "studio-post");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved\.$/ })).toBeVisible(saveAnswer);
  expect(existsSync(postFile("kiln-diary-autumn", "posts"))).toBe(false);
  await page.getByRole("button", { name: "Mark ready to publish" }).click();
  // Marked ready is not live: the screen stays and says it waits for the next publish.
  await expect(page.getByRole("heading", { level: 1 }).getByText("Ready for the next publish", { exact: true })).toBeVisible(saveAnswer);
  await expect(page.getByText("Not on the site yet: it goes live when you press Publish the site.")).toBeVisible();
  expect(readFileSync(postFile("kiln-diary-autumn", "posts"), "utf8")).toMatch(/^tags: \[kiln, firing\]$/m);
  expect(existsSync(postFile("kiln-diary-autumn", "drafts/posts"))).toBe(false);
});

test("a post's problem in plain words, gone once fixed, then searched for and deleted after asking, by keyboard alone", async ({ page }) => {
  await page.goto(`${editor.url}/#/posts`, { waitUntil: "commit" });
  const title = page.getByRole("textbox", { name: "Title" });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await tabTo(page, title);
  await page.keyboard.type("Glaze notebook");
  await page.keyboard.press("Enter");
  const excerptBox = page.getByRole("textbox", { name: "Excerpt" });
  // Starting a draft runs the build's check: tens of seconds under load.
  await expect(excerptBox).toBeVisible({ timeout: 90_000 });
  await tabTo(page, excerptBox);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Too short.");
  await page.keyboard.press("Control+s");
  const problem = page.getByRole("alert").filter({ hasText: "Excerpt is too short: write at least 50 characters (it has 10)." });
  await expect(problem).toBeVisible(saveAnswer);
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  await expectNoAxeViolations(page, "post editor with a problem", { exclude: [["iframe.post-editor__preview"]] });
  await tabTo(page, excerptBox, { back: true });
  await page.keyboard.press("Control+a");
  await page.keyboard.type(excerpt);
  await expect(problem).toHaveCount(0, saveAnswer);
  // A new post borrows no cover: one is picked and described, by keyboard, before the preview can show the post.
  await chooseImageByKeyboard(page, "Cover image", "pouring-jug");
  await expect(chosenImage(page, "Cover image")).toHaveAttribute("src", /^\/media\/pouring-jug-/);
  await tabTo(page, page.getByRole("textbox", { name: "Cover text alternative" }));
  await page.keyboard.type("A pouring jug glazed in celadon");
  await page.keyboard.press("Control+s");
  const saved = page.getByRole("status").filter({ hasText: /^Saved\.$/ });
  await expect(saved).toBeVisible(saveAnswer);

  // The body in rich text, by keyboard: a heading, bold words, a list and a link (docs/decisions/045-rich-text-post-body.md).
  const body = page.getByRole("textbox", { name: "Body", exact: true });
  await tabTo(page, body);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Glaze tests");
  await page.keyboard.press("Control+Alt+2");
  await page.keyboard.type("\nThe ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("celadon");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" came out of kiln nine.\n");
  await page.keyboard.press("Control+Shift+8");
  await page.keyboard.type("iron at 1%\niron at 2%\n\nMore in my notes from the first firing");
  for (let i = 0; i < "first firing".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  const address = page.getByRole("group", { name: "Link" }).getByRole("combobox", { name: "Address" });
  await expect(address).toBeFocused();
  await page.keyboard.type("/blog/notes-on-celadn");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "No page of the site is at /blog/notes-on-celadn: pick one from the list, or check the spelling." })).toBeVisible();
  await page.keyboard.press("Backspace");
  await page.keyboard.type("on");
  await page.keyboard.press("Enter");
  await expect(body).toBeFocused();
  const article = page.frameLocator('iframe[title="The post as it will look"]').locator(".prose.post__body");
  await expect(article.locator("h2")).toHaveText("Glaze tests", saveAnswer);
  await expect(article.locator("strong")).toHaveText("celadon");
  await expect(article.locator("ul > li")).toHaveText(["iron at 1%", "iron at 2%"]);
  await expect(article.getByRole("link", { name: "first firing" })).toHaveAttribute("href", "/blog/notes-on-celadon");
  await page.keyboard.press("Control+s");
  // The status says the same as after the first save: the button says when this one is written.
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toBeVisible(saveAnswer);
  await expect(saved).toBeVisible();
  expect(readFileSync(postFile("glaze-notebook", "drafts/posts"), "utf8")).toMatch(
    /\n## Glaze tests\n\nThe \*\*celadon\*\* came out of kiln nine\.\n\n- iron at 1%\n- iron at 2%\n\nMore in my notes from the \[first firing\]\(\/blog\/notes-on-celadon\)\n$/,
  );
  // Opened again, a letter typed and taken back: the rich editor gives the file back as it was.
  await page.reload();
  await tabTo(page, body);
  await page.keyboard.press("Control+End");
  await page.keyboard.type("x");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await page.keyboard.press("Backspace");
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Nothing to save: the post is as it was." })).toBeVisible(saveAnswer);
  // A post with a pasted player opens as Markdown, saying why.
  await page.goto(`${editor.url}/#/post/four-days-and-nights-the-autumn-anagama-firing`, { waitUntil: "commit" });
  await expect(page.getByRole("status").filter({ hasText: "This post has parts the rich editor can't show (an embedded player written as HTML); it opens as Markdown so nothing is lost." })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Body (Markdown)" })).toHaveValue(/<iframe src="https:\/\/www\.youtube-nocookie\.com/);

  await page.goto(`${editor.url}/#/posts`, { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search posts" });
  await tabTo(page, search);
  await page.keyboard.type("notebook");
  const posts = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
  await expect(posts).toHaveCount(1);
  await expect(posts).toContainText("Glaze notebook Draft");
  await tabTo(page, posts.getByRole("link"));
  await page.keyboard.press("Enter");
  const remove = page.getByRole("button", { name: "Delete post…" });
  await expect(remove).toBeVisible({ timeout: 30_000 });
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await tabTo(page, remove);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Journal posts", level: 1 })).toBeVisible();
  expect(asked).toContain('Delete the post "Glaze notebook"?');
  expect(existsSync(postFile("glaze-notebook", "drafts/posts"))).toBe(false);
  // Until the next publish, the delete can be taken back.
  const deleted = page.getByRole("region", { name: "Deleted since the last publish" });
  await expect(deleted).toContainText("“Glaze notebook”");
  await expect(deleted).not.toContainText("content/");
  await expectNoAxeViolations(page, "posts, with a delete to undo");
  await tabTo(page, deleted.getByRole("button", { name: "Undo the delete of “Glaze notebook”" }));
  await page.keyboard.press("Enter");
  await expect(deleted.getByRole("status")).toHaveText("“Glaze notebook” is back, as it was before the delete.");
  await expect(page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: "Glaze notebook" })).toContainText("Draft");
  expect(existsSync(postFile("glaze-notebook", "drafts/posts"))).toBe(true);
});

test("the shop's orders are listed with their status; a request is marked paid by pointer and another cancelled by keyboard after asking; the Visitors screen beside them passes axe on a phone and wide", async ({ page }) => {
  await page.goto(editor.url, { waitUntil: "commit" });
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4, { timeout: 30_000 });
  await expect(rows.nth(1)).toContainText(/REQUESTCY333.*Cy Moreau.*1 × Slate mug.*€.*42\.00.*Request: send payment instructions/);
  await expect(rows.nth(3)).toContainText(/PAIDONLINE22.*Bo Lindqvist.*Paid/);
  await expect(rows.nth(3).getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page, "orders");
  await page.screenshot({ path: test.info().outputPath("studio-orders-1280.png"), fullPage: true });

  await page.getByRole("button", { name: "Mark order REQUESTANN22 paid" }).click();
  await expect(page.getByRole("status")).toHaveText("Order REQUESTANN22 is marked paid; its pieces are sold.");
  await expect(rows.nth(2)).toContainText("Paid");
  await expect(rows.nth(2).getByRole("button")).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await tabTo(page, page.getByRole("button", { name: "Cancel order request REQUESTCY333…" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Order REQUESTCY333 is cancelled; its pieces are back in stock.");
  expect(asked).toContain("Cancel order request REQUESTCY333 from Cy Moreau?");
  await expect(rows.nth(1)).toContainText("Cancelled");
  await expectNoAxeViolations(page, "orders on a phone");
  await page.screenshot({ path: test.info().outputPath("studio-orders-375.png"), fullPage: true });

  await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Paid" });
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("table")).not.toContainText("REQUESTCY333");

  // The Visitors screen beside it, over a week's report as the site's server answers it: on a phone, then wide.
  await page.route("**/api/visitors?*", (route) => route.fulfill({ json: weekOfVisits }));
  await page.getByRole("link", { name: "What needs doing" }).click();
  await page.getByRole("link", { name: "Visitors", exact: true }).click();
  await expect(page.getByText("Photos load in 3.2 s — needs improvement")).toBeVisible();
  await page.getByText("The figures, day by day").click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, "visitors on a phone");
  await page.screenshot({ path: test.info().outputPath("studio-visitors-375.png"), fullPage: true });
  // Every screen an owner opens on a phone fits it: nothing pushes the page sideways (a long currency or country name once did).
  for (const [hash, heading] of [["#/", "What needs doing"], ["#/messages", "Messages"], ["#/shop-settings", "Shop settings"], ["#/mail", "Mail"], ["#/languages", "Languages"]] as const) {
    await page.evaluate((to) => (location.hash = to), hash);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), hash).toBeLessThanOrEqual(375);
  }
  await page.evaluate(() => (location.hash = "#/visitors"));
  await expect(page.getByText("Photos load in 3.2 s — needs improvement")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, "visitors");
  await page.screenshot({ path: test.info().outputPath("studio-visitors-1280.png"), fullPage: true });
});

test("adds a product as a draft, orders its images by keyboard, gives it a price, stock and a detail, saves it and marks it ready to sell (pointer and keyboard)", async ({ page }) => {
  await page.goto(editor.url, { waitUntil: "commit" });
  await page.getByRole("link", { name: "Products", exact: true }).click();
  const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(products).toHaveCount(17, { timeout: 30_000 });
  await page.getByRole("combobox", { name: "Category" }).selectOption("Mugs and cups");
  await expect(products).toHaveCount(3);
  await page.getByRole("combobox", { name: "Stock" }).selectOption({ label: "Sold out" });
  await expect(page.getByRole("status").filter({ hasText: "products." })).toHaveText("0 of 17 products.");
  await expectNoAxeViolations(page, "products");

  await page.getByRole("textbox", { name: "Title" }).fill("Ash-glazed cup");
  await page.getByRole("button", { name: "Add a product" }).click();
  // Starting a product runs the build's check: tens of seconds under load.
  const price = page.getByRole("spinbutton", { name: /^Price/ });
  await expect(price).toBeVisible({ timeout: 90_000 });
  // A draft, out of the shop, with nothing taken from another product: no price, no photo (docs/behaviour/page-builder.md#drafts).
  await expect(price).toHaveValue("");
  await price.fill("48");
  await page.getByRole("combobox", { name: "Category" }).fill("Mugs and cups");
  await page.getByRole("textbox", { name: "Summary" }).fill("An ash-glazed cup for the morning's tea.");
  await page.getByRole("button", { name: "Add an image" }).click();
  await chooseImage(page, "Image 1", "tenmoku-tea-bowl");
  await page.getByRole("textbox", { name: "Image 1: text alternative" }).fill("A dark tea bowl");
  await page.getByRole("button", { name: "Add an image" }).click();
  await chooseImage(page, "Image 2", "oatmeal-mug");
  await page.getByRole("textbox", { name: "Image 2: text alternative" }).fill("An ash-glazed cup on the oak table");
  await tabTo(page, page.getByRole("button", { name: "Move image 2 up" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Moved “An ash-glazed cup on the oak table” to position 1 of 2.")).toBeVisible();
  await expect(chosenImage(page, "Image 1")).toHaveAttribute("src", /^\/media\/oatmeal-mug-/);
  await page.getByRole("spinbutton", { name: "How many are for sale" }).fill("4");
  await page.getByRole("button", { name: "Add a detail" }).click();
  await page.getByRole("textbox", { name: "Detail 1", exact: true }).fill("Height");
  await page.getByRole("textbox", { name: "Detail 1: value" }).fill("9 cm");
  await expectNoAxeViolations(page, "product editor");
  await screenshotBothWidths(page, "studio-product");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. It stays out of the shop until you mark it ready to sell." })).toBeVisible(saveAnswer);
  // No file on the owner's screen: the build's own lines stay folded under Details.
  await expect(page.locator("body")).not.toHaveText(FILE_PATH, { useInnerText: true });
  await page.getByRole("button", { name: "Mark ready to sell" }).click();
  await expect(page.getByText("Marked ready to sell. It is not in the shop yet: press Publish the site to put it on sale.")).toBeVisible(saveAnswer);
  const file = readFileSync(path.join(editor.contentDir, "products", "ash-glazed-cup.md"), "utf8");
  expect(file).toMatch(/^title: Ash-glazed cup\n[^]*price: 48\n[^]*images:\n {2}- image: oatmeal-mug\n {4}alt: An ash-glazed cup on the oak table\n {2}- image: [a-z-]+\n[^]*stock: 4\ndetails:\n {2}Height: 9 cm\n---/m);
});

test("the media library: three photos uploaded at once, an image replaced everywhere, and one nothing uses deleted after asking, by keyboard", async ({ page }) => {
  await page.goto(editor.url, { waitUntil: "commit" });
  await page.getByRole("link", { name: "Images", exact: true }).click();
  const cards = page.getByRole("list", { name: "Images" }).locator(":scope > li");
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const before = await cards.count();
  await page.getByLabel("Choose photos").setInputFiles(["bowl.png", "jug.png", "tile.png"].map((name) => ({ name, mimeType: "image/png", buffer: png(900, 600) })));
  await expect(page.getByRole("status").filter({ hasText: "Added 3 images: bowl, jug, tile." })).toBeVisible({ timeout: 60_000 });
  await expect(cards).toHaveCount(before + 3);

  const search = page.getByRole("searchbox", { name: "Search images" });
  await search.fill("glaze tiles");
  // A card by its thumbnail: its name is also an option of the other cards' Replace choice.
  const card = (name: string) => cards.filter({ has: page.locator(`img[src^="/media/${name}-"]`) });
  const tiles = card("glaze-test-tiles");
  await expect(cards).toHaveCount(1);
  await tiles.getByText(/^Used in \d places$/).click();
  await expect(tiles.getByRole("listitem").filter({ hasText: "the page “Care guide”" })).toBeVisible();
  await expect(page.locator("body")).not.toHaveText(FILE_PATH, { useInnerText: true });
  await expectNoAxeViolations(page, "media library");
  await page.screenshot({ path: test.info().outputPath("studio-media-1280.png"), fullPage: true });
  await chooseImage(tiles, "Replace everywhere with", "kiln-shelf-after-firing");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await tiles.getByRole("button", { name: "Replace glaze-test-tiles everywhere…" }).click();
  // Everywhere: in the French edition's pages too (docs/decisions/046-two-languages-on-one-site.md).
  await expect(page.getByRole("status")).toContainText(/kiln-shelf-after-firing is now used in place of glaze-test-tiles in the page “Portfolio” \(fr\), .*the page “Care guide”/);
  expect(asked).toMatch(/^Put kiln-shelf-after-firing in the place of glaze-test-tiles in \d places\?/);
  expect(readFileSync(path.join(editor.contentDir, "pages", "care-guide.yaml"), "utf8")).not.toContain("glaze-test-tiles");
  expect(readFileSync(path.join(editor.contentDir, "editions", "fr", "pages", "portfolio.yaml"), "utf8")).not.toContain("glaze-test-tiles");
  await expect(tiles).toContainText("Not used anywhere.");

  await search.fill("tile");
  page.once("dialog", (dialog) => void dialog.accept());
  await tabTo(page, page.getByRole("button", { name: "Delete tile…" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Deleted tile.");
  await expect(card("tile")).toHaveCount(0);
  expect(JSON.parse(readFileSync(path.join(editor.contentDir, "media", "manifest.json"), "utf8"))).not.toHaveProperty("tile");
  await page.setViewportSize({ width: 375, height: 740 });
  await search.fill("");
  await page.screenshot({ path: test.info().outputPath("studio-media-375.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("renames a category everywhere by keyboard, and is told its old address will lead to the new one", async ({ page }) => {
  await page.goto(`${editor.url}/#/groups`, { waitUntil: "commit" });
  const categories = page.getByRole("list", { name: "Shop categories" }).getByRole("listitem");
  await expect(categories.filter({ hasText: "Prints" })).toContainText("/shop/category/prints · 4 products", { timeout: 30_000 });
  await expectNoAxeViolations(page, "categories and tags");
  const newName = page.getByRole("textbox", { name: "New name for Prints", exact: true });
  await tabTo(page, newName);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Fine art prints");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").first()).toHaveText('Renamed "Prints" to "Fine art prints" in 4 products. /shop/category/prints now leads to /shop/category/fine-art-prints. Publish to put it on the site.');
  expect(asked).toContain("Its old address /shop/category/prints will lead to the new one");
  await expect(categories.filter({ hasText: "Fine art prints" })).toContainText("/shop/category/fine-art-prints · 4 products");
  await page.screenshot({ path: test.info().outputPath("studio-groups-1280.png"), fullPage: true });
});

// A SoundCloud player pasted into a post: it waits for a service the demo does not use yet.
const player = '<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1" title="The kiln opening, recorded" width="560" height="166"></iframe>';
const playerPost = "pulling-a-handle";

test("a pasted player is refused until its service is picked from the consent catalogue by keyboard, then saved (the publish below shows it)", async ({ page }) => {
  await page.goto(`${editor.url}/#/post/${playerPost}`, { waitUntil: "commit" });
  // A player is pasted as HTML, which only Markdown holds.
  await page.getByRole("radio", { name: "Markdown" }).check({ timeout: 30_000 });
  const body = page.getByRole("textbox", { name: "Body (Markdown)" });
  await expect(body).toBeVisible({ timeout: 30_000 });
  const text = await body.inputValue();
  await body.fill(`${text.trimEnd()}\n\n${player}\n`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "choose the service it comes from in the studio's Consent screen" }).first()).toBeVisible(saveAnswer);

  // The refused player is not saved: the studio asks before leaving it behind.
  await page.goto(`${editor.url}/#/consent`, { waitUntil: "commit" });
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Consent", level: 1 })).toBeVisible({ timeout: 30_000 });
  const soundcloud = page.getByRole("checkbox", { name: "SoundCloud" });
  await expect(soundcloud).not.toBeChecked();
  await expect(page.getByRole("group", { name: "SoundCloud" })).toContainText("w.soundcloud.com");
  await tabTo(page, soundcloud);
  await page.keyboard.press("Space");
  await expect(soundcloud).toBeChecked();
  const purpose = page.getByRole("group", { name: "SoundCloud" }).getByRole("textbox", { name: "What it does on your site" });
  await tabTo(page, purpose);
  await page.keyboard.type("Sounds from the studio: the kiln, the wheel, the rain on the roof.");
  await expectNoAxeViolations(page, "consent");
  await screenshotBothWidths(page, "studio-consent");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  expect(readFileSync(path.join(editor.contentDir, "settings", "consent.yaml"), "utf8")).toContain("- service: soundcloud\n    purpose: \"Sounds from the studio: the kiln, the wheel, the rain on the roof.\"\n");

  // The same studio, not restarted: the post's player is now the service's.
  await page.goto(`${editor.url}/#/post/${playerPost}`, { waitUntil: "commit" });
  await expect(body).toBeVisible({ timeout: 30_000 });
  await body.fill(`${(await body.inputValue()).trimEnd()}\n\n${player}\n`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved\.$/ })).toBeVisible(saveAnswer);
});

test("renames the site, links a page elsewhere by keyboard and picks a logo and an icon (an oblong one refused), adds a menu item by pointer, a dead address refused in plain words and cleared once fixed, and changes a shipping price", async ({ page }) => {
  await page.goto(`${editor.url}/#/site`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible({ timeout: 30_000 });
  const name = page.getByRole("textbox", { name: "Site name" });
  await expect(name).toHaveValue("Hollow Oak Studio");
  await expectNoAxeViolations(page, "site settings");
  await tabTo(page, name);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Holm Ceramics");
  // A link to the studio's page elsewhere, named by its host since it is given no name.
  await tabTo(page, page.getByRole("button", { name: "Add a link" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("textbox", { name: "Link 3: address" }), { back: true });
  await page.keyboard.type("https://mastodon.art/@holm");
  // A logo and a site icon from the media library: an oblong icon is refused with its size, a square one taken.
  await chooseImage(page, "Logo", "ash-dinner-plate");
  const icon = page.getByRole("button", { name: "Site icon: choose a picture" });
  await chooseImage(page, "Site icon", "anagama-firing-at-night");
  await page.keyboard.press("Control+s");
  const oblong = page.getByRole("alert").filter({ hasText: "The site icon must be square: this picture is 1200 × 800 px. Pick a square picture, or crop it first." });
  await expect(oblong).toBeVisible(saveAnswer);
  await expect(icon).toHaveAttribute("aria-invalid", "true");
  await chooseImage(page, "Site icon", "ash-storage-jar");
  await expect(oblong).toHaveCount(0);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  expect(readFileSync(path.join(editor.contentDir, "settings", "site.yaml"), "utf8")).toMatch(/^# The site's name[^]*\nname: Holm Ceramics\n[^]*\nlogo: ash-dinner-plate\nfavicon: ash-storage-jar\n/);

  await page.getByRole("navigation", { name: "More settings" }).getByRole("link", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Menu", exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Add a menu item" }).click();
  const item = page.getByRole("group", { name: "Menu item 7: (no label yet)" });
  await item.getByRole("textbox", { name: "Label", exact: true }).fill("Workshops");
  const address = page.getByRole("group", { name: "Menu item 7: Workshops" }).getByRole("combobox", { name: "Address", exact: true });
  await address.fill("/workshops");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const problem = page.getByRole("alert").filter({ hasText: 'Address: Links to "/workshops", which is not a page of this site.' });
  await expect(problem).toBeVisible(saveAnswer);
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "What to fix before saving" })).toHaveText('What to fix before saving' + 'Menu item 7: Address: Links to "/workshops", which is not a page of this site.');
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();
  await address.fill("/shop/category/tableware");
  await expect(problem).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "All fixed. Save to write it." })).toBeVisible();
  await expectNoAxeViolations(page, "menu");
  await screenshotBothWidths(page, "studio-menu");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);

  // The shop's terms: France's shipping price written as the owner writes it (the publish below shows it).
  await page.goto(`${editor.url}/#/shop-settings`, { waitUntil: "commit" });
  const price = page.getByRole("group", { name: "Zone 1: France" }).getByRole("textbox", { name: "Shipping price" });
  await expect(price).toHaveValue("6.00", { timeout: 30_000 });
  await price.fill("7,50");
  await expectNoAxeViolations(page, "shop settings");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible(saveAnswer);
  expect(readFileSync(path.join(editor.contentDir, "settings", "shop.yaml"), "utf8")).toMatch(/- name: France\n {4}countries: \[FR\]\n {4}rate: 7\.5\n/);
  // The Mail screen, its previews written, on a phone too (the test mail itself: editor/server/http/mail-api.test.ts).
  await page.getByRole("navigation", { name: "More settings" }).getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "A message from the contact form" }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, "mail");
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page, "mail on a phone");
});

test("on a site in two languages, a product's French translation is started from the English one, written and saved in the French folder, and the English left as it was (pointer and keyboard)", async ({ page }) => {
  const english = path.join(editor.contentDir, "products", "shino-tumbler.md");
  const before = readFileSync(english, "utf8");
  await page.goto(`${editor.url}#/product/shino-tumbler`, { waitUntil: "commit" });
  const languages = page.getByRole("complementary", { name: "Language" });
  await expect(languages.getByRole("radio", { name: "English" })).toBeChecked({ timeout: 60_000 });
  await languages.getByRole("button", { name: "Translate into French" }).click();
  // The studio now edits French: the copy, in the edition's folder.
  await expect(languages.getByRole("radio", { name: "French" })).toBeChecked({ timeout: 60_000 });
  const title = page.getByRole("textbox", { name: "Title" });
  await expect(title).toHaveValue(/Shino tumbler/i, { timeout: 60_000 });
  await title.fill("Gobelet shino");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saved. Publish to put it on the site." })).toBeVisible(saveAnswer);
  expect(readFileSync(path.join(editor.contentDir, "editions", "fr", "products", "shino-tumbler.md"), "utf8")).toMatch(/^title: Gobelet shino$/m);
  expect(readFileSync(english, "utf8")).toBe(before);
  await expectNoAxeViolations(page, "product in French");
  // Back to English by keyboard: the same product, as it was.
  await tabTo(page, languages.getByRole("button", { name: "Open the English product" }));
  await page.keyboard.press("Enter");
  await expect(languages.getByRole("radio", { name: "English" })).toBeChecked({ timeout: 60_000 });
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(/Shino tumbler/i, { timeout: 60_000 });
});

/**
 * One publish for everything saved above: a full build of the site (the media library's
 * changes alone make it one: the media manifest is in the build's code hash, docs/decisions/013-linear-build-and-atomic-output.md).
 * Each step names the change it looks for, so a failure says which one the site did not get.
 */
test("publishes everything saved above at once, and the published site shows each change: the post in the heading font picked, the product found by search, the renamed category's old address leading on, the site's name, logo, icon and menu, the shop's shipping price, and the service picked for the pasted player", async ({ page }) => {
  // 3–6 minutes measured with the machine's load at 25–30.
  test.setTimeout(900_000);
  await page.goto(`${editor.url}/#/groups`, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Publish the site" }).click({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Publish" })).toContainText(/Published in \d+ s/, { timeout: 800_000 });
  const built = (...address: string[]) => readFileSync(path.join(publishDir, ...address, "index.html"), "utf8");

  await test.step("the home page's heading and the contact page's title fixed above", () => {
    expect(built("client")).toContain("<h1>Pots for slow mornings</h1>");
    expect(built("client", "contact")).toContain("<title>Write to the studio — Holm Ceramics</title>");
  });
  await test.step("the image replaced everywhere is gone from the care guide", () => {
    const careGuide = built("client", "care-guide");
    expect(careGuide).not.toContain("/media/glaze-test-tiles-");
    expect(careGuide).toContain("/media/kiln-shelf-after-firing-");
  });
  await test.step("the post marked ready, with its tag", () => {
    const post = built("client", "blog", "kiln-diary-autumn");
    expect(post).toContain("Kiln diary, autumn");
    expect(post).toMatch(/class="post__tags"[^]*>firing</);
  });
  await test.step("the new product, with its price, listed in the shop", () => {
    const product = built("client", "shop", "ash-glazed-cup");
    expect(product).toContain("Ash-glazed cup");
    expect(product).toContain("€48.00");
    expect(built("client", "shop")).toContain('href="/shop/ash-glazed-cup"');
  });
  await test.step("the product's French translation, on the French site", () => {
    expect(built("editions", "fr", "client", "shop", "shino-tumbler")).toContain("Gobelet shino");
  });
  await test.step("the shop's new shipping price for France, in what the site's server charges and in the cart's choice of country", () => {
    const shop = JSON.parse(readFileSync(path.join(publishDir, "shop.json"), "utf8")) as { zones: { name: string; rate: number }[] };
    expect(shop.zones.find((zone) => zone.name === "France")?.rate).toBe(750);
    expect(built("client", "cart")).toContain('label="France: €7.50"');
  });
  await test.step("the site's new name, its logo and icon, the menu item and the link elsewhere", () => {
    const about = built("client", "about");
    expect(about).toContain("<title>About Mira and the studio — Holm Ceramics</title>");
    // The logo, a square one, in the drawn mark's place beside the name; the icon's files linked.
    expect(about).toContain('<a href="/" class="site-brand" data-logo="mark"><img class="site-brand__logo" src="/media/ash-dinner-plate-480.webp" width="1200" height="1200" alt=""/><span class="site-brand__name">Holm Ceramics</span></a>');
    expect(about).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(about).toMatch(/<a[^>]*href="\/shop\/category\/tableware"[^>]*>Workshops<\/a>/);
    expect(about).toContain('<li><a href="https://mastodon.art/@holm" rel="me">mastodon.art</a></li>');
  });

  // What needs the site's own server: one, for every check below.
  const { origin, stop } = await servePublished();
  try {
    await test.step("the post's heading is drawn in the font picked, from the site's own address only", async () => {
      const fonts: string[] = [];
      const onRequest = (request: Request) => request.resourceType() === "font" && fonts.push(request.url());
      page.on("request", onRequest);
      await page.goto(`${origin}/blog/kiln-diary-autumn`);
      const title = page.locator("h1.post__title");
      await expect(title).toHaveCSS("font-family", /^"Fraunces Variable", Georgia/);
      await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Fraunces") && f.status === "loaded"));
      expect(fonts.length).toBeGreaterThan(0);
      for (const url of fonts) expect(url).toMatch(new RegExp(`^${origin}/assets/fraunces-latin[a-z-]*-wght-(normal|italic)-[\\w-]+\\.woff2$`));
      page.off("request", onRequest);
      // Drawn in it, from the cache on the next page at the latest (font-display: optional, docs/decisions/041-font-catalogue.md).
      await page.reload();
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send("DOM.getDocument");
      await cdp.send("CSS.enable");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1.post__title" });
      const { fonts: drawn } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(drawn.map((f) => f.familyName)).toContain("Fraunces");
      await cdp.detach();
    });
    await test.step("a visitor searching the site finds the new product among the results", async () => {
      await page.goto(`${origin}/search?q=ash-glazed+cup`);
      await expect(page.locator(".search-results .search-result--product").filter({ hasText: "Ash-glazed cup" }).getByRole("link").first()).toHaveAttribute("href", "/shop/ash-glazed-cup");
    });
    await test.step("the renamed category's old address leads to the new one", async () => {
      const old = await fetch(`${origin}/shop/category/prints/page/2`, { redirect: "manual" });
      expect([old.status, old.headers.get("location")]).toEqual([301, "/shop/category/fine-art-prints/page/2"]);
      const arrived = await fetch(`${origin}/shop/category/prints`);
      expect(arrived.url).toBe(`${origin}/shop/category/fine-art-prints`);
      expect(await arrived.text()).toContain("Fine art prints");
    });
    await test.step("the site icon is served by the site itself, as a picture, and the logo loads", async () => {
      for (const file of ["icon-32.png", "apple-touch-icon.png", "favicon.ico"]) {
        const served = await page.request.get(`${origin}/${file}`);
        expect(served.status(), file).toBe(200);
        expect(served.headers()["content-type"], file).toMatch(/^image\//);
      }
      await page.goto(`${origin}/privacy-policy`);
      const logo = page.getByRole("banner").getByRole("link", { name: "Holm Ceramics" }).locator("img");
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });
    await test.step("the service picked for the player: on the privacy page, and asking before the post's player loads", async () => {
      // The cookie bar is the layer visitors see: its category names file the services (docs/decisions/042-service-catalogue.md).
      await page.goto(`${origin}/privacy-policy`);
      const row = page.getByRole("table", { name: "Advertisement services" }).getByRole("row", { name: /SoundCloud/ });
      await expect(row).toContainText("Sounds from the studio: the kiln, the wheel, the rain on the roof.");
      await expect(row).toContainText("sc_anonymous_id");
      await expect(row.getByRole("cell").last()).toHaveText("w.soundcloud.com");
      await page.route("https://w.soundcloud.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
      await page.goto(`${origin}/blog/${playerPost}`);
      const box = page.getByRole("group", { name: "The kiln opening, recorded" });
      await expect(box).toContainText("This content is hosted by SoundCloud.");
      const frame = box.locator("iframe");
      await expect(frame).not.toHaveAttribute("src", /./);
      await box.getByRole("button", { name: "Allow SoundCloud and load this content" }).click();
      // The placeholder gives way to the frame itself.
      await expect(page.locator('iframe[title="The kiln opening, recorded"]')).toHaveAttribute("src", /^https:\/\/w\.soundcloud\.com\/player\//);
    });
  } finally {
    stop();
  }
});
