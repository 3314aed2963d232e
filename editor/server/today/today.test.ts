import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentHashes } from "@vitrine/site/editor/server";
import { createToday } from "./today";

/**
 * The first screen's drafts and changes not yet published (docs/owner.md#the-first-screen-what-needs-doing):
 * in every language, settings included, over a copy of the demo's content and a live build's
 * record of it.
 */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "editor-today-"));
const contentDir = path.join(temp, "content");
const liveDir = path.join(temp, "build");
const french = path.join(contentDir, "editions", "fr");

/** A live build of `root` as it is now, into `dir`, an hour ago. */
function built(dir: string, root: string) {
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(path.join(dir, "server", "index.js"), "");
  const cache = path.join(dir, "build-cache.json");
  writeFileSync(cache, JSON.stringify({ version: 1, code: "", content: contentHashes(root), categories: {} }));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(cache, anHourAgo, anHourAgo);
}

/** The settings of `root` saved two hours ago, before the build. */
function settingsSavedBefore(root: string) {
  const twoHoursAgo = new Date(Date.now() - 7_200_000);
  for (const name of readdirSync(path.join(root, "settings"))) utimesSync(path.join(root, "settings", name), twoHoursAgo, twoHoursAgo);
}

beforeAll(() => {
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
  settingsSavedBefore(contentDir);
  settingsSavedBefore(french);
  built(liveDir, contentDir);
  built(path.join(liveDir, "editions", "fr"), french);
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const today = createToday({
  contentDir,
  liveDir,
  products: { list: async () => [] },
  // One order cancelled and then paid, one cancelled after it was paid.
  orders: {
    list: async ({ status }: { status: string[] }) =>
      status.includes("cancelled") ? [{ status: "cancelled", paidAt: 20, cancelledAt: 10 }, { status: "cancelled", paidAt: 10, cancelledAt: 20 }] : [],
    mailed: true,
  } as unknown as Parameters<typeof createToday>[0]["orders"],
  messages: { unread: async () => 0, unitsLeft: async () => new Map() } as unknown as Parameters<typeof createToday>[0]["messages"],
  env: {},
});

describe("the first screen's drafts and changes", () => {
  it("counts every language's drafts and changes, settings saved since the live build, and the cancelled orders paid afterwards", async () => {
    expect(await today()).toMatchObject({ drafts: { posts: 0, products: 0 }, unpublished: 0, toRefund: 1 });
    // A French draft post and a French draft product.
    mkdirSync(path.join(french, "drafts", "posts"), { recursive: true });
    writeFileSync(path.join(french, "drafts", "posts", "notes-de-four.md"), "---\ntitle: Notes de four\n---\n");
    mkdirSync(path.join(french, "drafts", "products"), { recursive: true });
    writeFileSync(path.join(french, "drafts", "products", "bol.md"), "---\ntitle: Bol\n---\n");
    // A French page changed, the English menu and the French footer saved.
    writeFileSync(path.join(french, "pages", "about.yaml"), `${readText(path.join(french, "pages", "about.yaml"))}\n# changed\n`);
    writeFileSync(path.join(contentDir, "settings", "menu.yaml"), readText(path.join(contentDir, "settings", "menu.yaml")));
    writeFileSync(path.join(french, "settings", "footer.yaml"), readText(path.join(french, "settings", "footer.yaml")));
    expect(await today()).toMatchObject({ drafts: { posts: 1, products: 1 }, unpublished: 3 });
  });
});

function readText(file: string) {
  return readFileSync(file, "utf8");
}
