import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorForTests } from "./editor-for-tests";

/**
 * A delete taken back until the next publish (docs/behaviour/page-builder.md#undo): the file
 * waits aside, Undo puts it back as it was, a publish that succeeds makes the deletes final.
 */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
let editor: Awaited<ReturnType<typeof startEditorForTests>>;
let contentDir = "";
type Deleted = { id: string; kind: string; title: string; file: string };

const versionOf = async (url: string) => ((await (await editor.get(url)).json()) as { version: string }).version;
const trash = async () => (await (await editor.get("/api/trash")).json()) as Deleted[];

beforeAll(async () => {
  contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-undo-")), "content");
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
  // Publish runs a stand-in that succeeds, as a build that put the site live.
  editor = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0, publishCommand: ["node", "-e", "process.exit(0)"] });
});
afterAll(() => editor.close());

describe("undo of a delete, until published", () => {
  it("puts a deleted post back byte for byte, once", async () => {
    const slug = "a-week-of-fog-on-the-north-shore";
    const file = path.join(contentDir, "posts", `${slug}.md`);
    const before = readFileSync(file, "utf8");
    expect((await editor.send("DELETE", `/api/posts/${slug}?version=${await versionOf(`/api/posts/${slug}`)}`, undefined)).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    const [deleted] = await trash();
    expect(deleted).toMatchObject({ kind: "post", title: "A week of fog on the north shore", file: `content/posts/${slug}.md` });
    expect(((await (await editor.get("/api/posts")).json()) as { slug: string }[]).map((p) => p.slug)).not.toContain(slug);

    const undone = await editor.send("POST", `/api/trash/${deleted!.id}/restore`, {});
    expect(undone.status).toBe(200);
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(await trash()).toEqual([]);
    const again = await editor.send("POST", `/api/trash/${deleted!.id}/restore`, {});
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([404, "There is nothing to undo here: it was published, or undone already."]);
  }, 30_000);

  it("never puts a page back over one made since under its name, and a publish makes the deletes final", async () => {
    const file = path.join(contentDir, "pages", "care-guide.yaml");
    // The menu and the footer link to the care guide: those links go first, as the studio asks.
    for (const name of ["menu", "footer"]) {
      const settings = path.join(contentDir, "settings", `${name}.yaml`);
      writeFileSync(settings, readFileSync(settings, "utf8").replaceAll("/care-guide", "/about"));
    }
    expect((await editor.send("DELETE", `/api/pages/care-guide?version=${await versionOf("/api/pages/care-guide")}`, undefined)).status).toBe(200);
    writeFileSync(file, "title: A new care guide\n");
    const [deleted] = await trash();
    const refused = await editor.send("POST", `/api/trash/${deleted!.id}/restore`, {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Something new has taken its place since the delete (the page “care-guide”), so “Care guide” cannot be put back over it. Rename or delete that one first.",
    );
    expect(readFileSync(file, "utf8")).toBe("title: A new care guide\n");

    expect((await editor.send("POST", "/api/publish", {})).status).toBe(202);
    await expect.poll(async () => ((await (await editor.get("/api/publish")).json()) as { status: string }).status, { timeout: 20_000 }).toBe("succeeded");
    expect(await trash()).toEqual([]);
    expect(existsSync(path.join(contentDir, "..", ".studio-trash"))).toBe(false);
  }, 60_000);
});
