import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { PathRefused } from "../files/path-guard";
import { createPageFiles } from "./pages";
import { createTrash } from "./trash";

const site = fileURLToPath(new URL("../../../site/", import.meta.url));

/** A copy of the site's content, so each test writes its own files. */
function setUp() {
  const base = mkdtempSync(path.join(tmpdir(), "pages-"));
  const contentDir = path.join(base, "content");
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
  let writes = 0;
  const pages = createPageFiles({ contentDir, mediaDir: path.join(site, "public", "media"), publicDir: path.join(site, "public") }, { onWrite: () => writes++, trash: createTrash(contentDir, { onWrite: () => writes++ }) });
  const home = path.join(contentDir, "pages", "home.yaml");
  return { pages, home, writes: () => writes };
}

type Page = { sections: { columns: { widgets: Record<string, unknown>[] }[] }[] };

describe("the editor's page files", () => {
  it("saves a changed heading as a one-line change in the file's own style", async () => {
    const { pages, home, writes } = setUp();
    const before = readFileSync(home, "utf8");
    const page = (await pages.read("home"))!;
    const data = page.data as Page;
    data.sections[0]!.columns[0]!.widgets[0]!.text = "Pots for slow mornings";
    const result = await pages.save("home", data, page.version);
    expect(result.status).toBe("written");
    const after = readFileSync(home, "utf8");
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual(["            text: Pots for slow mornings"]);
    expect(writes()).toBe(1);
  }, 30_000);

  it("says a save that changes nothing wrote nothing, in YAML and JSON alike", async () => {
    const { pages, home, writes } = setUp();
    const page = (await pages.read("home"))!;
    expect(await pages.save("home", page.data, page.version)).toEqual({ status: "unchanged", version: page.version });
    const json = path.join(path.dirname(home), "about.json");
    const about = (await pages.read("about"))!;
    writeFileSync(json, `${JSON.stringify(about.data, null, 2)}\n`);
    rmSync(path.join(path.dirname(home), "about.yaml"));
    const asJson = (await pages.read("about"))!;
    expect(await pages.save("about", asJson.data, asJson.version)).toEqual({ status: "unchanged", version: asJson.version });
    expect(writes()).toBe(0);
  });

  it("refuses an invalid field with the build's message at its field and leaves the file untouched", async () => {
    const { pages, home } = setUp();
    const before = readFileSync(home, "utf8");
    const page = (await pages.read("home"))!;
    const data = page.data as Page;
    const image = data.sections[0]!.columns[1]!.widgets[0]!;
    image.image = "no-such-image";
    const result = await pages.save("home", data, page.version);
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.problems[0]).toMatchObject({ path: ["sections", 0, "columns", 1, "widgets", 0, "image"] });
    expect(result.problems[0]!.text).toMatch(/^content\/pages\/home\.yaml: sections\[0\]\.columns\[1\]\.widgets\[0\]\.image: .*no-such-image/);
    expect(readFileSync(home, "utf8")).toBe(before);
  }, 30_000);

  it("stops a save when the file changed on disk since it was opened, and keeps both", async () => {
    const { pages, home } = setUp();
    const page = (await pages.read("home"))!;
    const outside = readFileSync(home, "utf8").replace("title: Hollow Oak Studio", "title: Hollow Oak");
    writeFileSync(home, outside);
    const data = page.data as Page & { title: string };
    data.title = "Mine";
    const result = await pages.save("home", data, page.version);
    expect(result).toMatchObject({ status: "conflict" });
    expect(readFileSync(home, "utf8")).toBe(outside);
    // Overwriting is a save against the version on disk now.
    const current = (await pages.read("home"))!;
    expect((await pages.save("home", data, current.version)).status).toBe("written");
    expect(parseDocument(readFileSync(home, "utf8")).toJS().title).toBe("Mine");
  }, 30_000);

  it("creates a page once, deletes it with its version, and keeps the home page", async () => {
    const { pages } = setUp();
    expect((await pages.create("open-studio", "Open studio")).status).toBe("written");
    expect(await pages.create("open-studio", "Again")).toMatchObject({ status: "refused" });
    const created = (await pages.read("open-studio"))!;
    expect(created.data).toMatchObject({ title: "Open studio" });
    expect(await pages.remove("open-studio", "stale")).toMatchObject({ status: "conflict" });
    expect((await pages.remove("open-studio", created.version)).status).toBe("written");
    expect(await pages.read("open-studio")).toBeUndefined();
    const home = (await pages.read("home"))!;
    expect(await pages.remove("home", home.version)).toMatchObject({ status: "refused" });
    expect(await pages.create("../x", "x").catch((e: unknown) => e)).toBeInstanceOf(PathRefused);
    expect((await pages.list()).map((p) => p.slug)).toContain("care-guide");
  }, 60_000);
});
