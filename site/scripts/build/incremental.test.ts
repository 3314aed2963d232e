import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { codeHash, configKey, planRebuild, publicChanges, writeOrLinkSame, type BuildCache } from "./incremental";

const siteDir = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-code-hash-"));
const content = path.join(temp, "content");
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  writeFileSync(path.join(content, file), text);
};
const product = (category: string) => `---\ntitle: Mug\nprice: 36\ncategory: ${category}\n---\nA mug.\n`;
write("settings/site.yaml", "name: Atelier\nlanguage: en\n");
write("products/mug.md", product("Mugs"));
write("editions/fr/settings/site.yaml", "name: Atelier\nlanguage: fr\n");
write("editions/fr/products/mug.md", product("Tasses"));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the build's code hash (docs/decisions/013-linear-build-and-atomic-output.md)", () => {
  it("changes with which categories two languages pair, as every listing's alternates name the other's", () => {
    const hash = () => codeHash({ siteDir, contentDir: content, repoDir: path.join(siteDir, ".."), config: "" });
    const before = hash();
    expect(hash()).toBe(before);
    write("products/mug.md", product("Cups"));
    expect(hash()).not.toBe(before);
  });

  it("stays when a picture is added to the media library and the public folder: the bundles are reused", () => {
    const hash = () => codeHash({ siteDir, contentDir: content, repoDir: path.join(siteDir, ".."), config: "" });
    write("media/manifest.json", "{}");
    mkdirSync(path.join(temp, "public", "media"), { recursive: true });
    const before = hash();
    write("media/manifest.json", JSON.stringify({ kiln: { width: 800, height: 600, widths: [480, 800], placeholder: "#aa8866" } }));
    writeFileSync(path.join(temp, "public", "media", "kiln-480.webp"), "picture");
    expect(hash()).toBe(before);
  });

  it("changes with the site config's value, which the browser's bundle holds (the logo's size from the media library)", () => {
    const hash = (config: unknown) => codeHash({ siteDir, contentDir: content, repoDir: path.join(siteDir, ".."), config: configKey(config) });
    const logo = (width: number) => ({ name: "Atelier", logo: { image: "mark", width, height: 100, widths: [480] } });
    expect(hash(logo(400))).toBe(hash(logo(400)));
    expect(hash(logo(400))).not.toBe(hash(logo(300)));
    // A hook counts by its source.
    expect(configKey({ consent: { onAccept: () => 1 } })).not.toBe(configKey({ consent: { onAccept: () => 2 } }));
  });
});

describe("what a build renders again when the media library changed", () => {
  const cache = (media: Record<string, string>, content: Record<string, string> = {}): BuildCache => ({ version: 2, code: "same", content, categories: {}, media, public: {} });
  const store = { products: [], posts: [], pages: [], blocks: [] } as unknown as Parameters<typeof planRebuild>[2];
  const paths = ["/", "/about", "/blog", "/blog/kiln", "/shop", "/shop/mug", "/sitemap.xml"];

  it("every page when a picture was replaced or removed: any page may show it", () => {
    for (const next of [{ kiln: "b", mug: "m" }, { mug: "m" }] as Record<string, string>[]) {
      const plan = planRebuild(cache({ kiln: "a", mug: "m" }), cache(next), store, paths);
      expect(plan).toMatchObject({ full: false, render: paths, changed: ["media/kiln"] });
    }
  });

  it("only what the changed files show when a picture was added: no page built before names it", () => {
    const plan = planRebuild(cache({ mug: "m" }, { "pages/about.yaml": "a" }), cache({ mug: "m", kiln: "k" }, { "pages/about.yaml": "b" }), store, paths);
    expect(plan).toMatchObject({ full: false, changed: ["pages/about.yaml"] });
    expect(plan.full === false && plan.render.sort()).toEqual(["/about", "/sitemap.xml"]);
  });
});

describe("the public files a reused build takes", () => {
  it("links the unchanged ones, copies the new and changed, and leaves out the changed and removed", () => {
    const { stale, copy } = publicChanges({ "favicon.ico": "i", "media/kiln-480.webp": "a", "media/old-480.webp": "o" }, { "favicon.ico": "i", "media/kiln-480.webp": "b", "media/mug-480.webp": "m" });
    expect([...stale].sort()).toEqual(["media/kiln-480.webp", "media/old-480.webp"]);
    expect(copy).toEqual(["media/kiln-480.webp", "media/mug-480.webp"]);
  });
});

describe("what a build with a changed content file renders again", () => {
  it("every feed, as it does the sitemap: a post or a product is in them (docs/behaviour/found.md#feeds)", () => {
    const cache = (content: Record<string, string>): BuildCache => ({ version: 2, code: "same", content, categories: {}, media: {}, public: {} });
    const store = { products: [], posts: [], pages: [], blocks: [] } as unknown as Parameters<typeof planRebuild>[2];
    const paths = ["/", "/about", "/sitemap.xml", "/blog/feed.xml", "/blog/tag/kiln/feed.xml", "/shop/products.xml"];
    for (const file of ["posts/kiln.md", "products/mug.md"]) {
      const plan = planRebuild(cache({ [file]: "a" }), cache({ [file]: "b" }), store, paths);
      expect(plan.full).toBe(false);
      expect(plan.full === false && plan.render, file).toEqual(expect.arrayContaining(["/sitemap.xml", "/blog/feed.xml", "/blog/tag/kiln/feed.xml", "/shop/products.xml"]));
    }
  });
});

describe("the search index's files on an incremental build", () => {
  it("links a file the previous build holds the same, with its compressed copies, and writes one that differs", async () => {
    const dir = path.join(temp, "search");
    mkdirSync(path.join(dir, "previous"), { recursive: true });
    mkdirSync(path.join(dir, "next"), { recursive: true });
    for (const [name, text] of [["same.json", "[1]"], ["changed.json", "[2]"]] as const) {
      writeFileSync(path.join(dir, "previous", name), text);
      writeFileSync(path.join(dir, "previous", `${name}.br`), `compressed ${text}`);
    }
    const at = (folder: string, name: string) => path.join(dir, folder, name);
    expect(await writeOrLinkSame(at("next", "same.json"), "[1]", at("previous", "same.json"))).toBe("linked");
    expect(statSync(at("next", "same.json")).ino).toBe(statSync(at("previous", "same.json")).ino);
    expect(readFileSync(at("next", "same.json.br"), "utf8")).toBe("compressed [1]");
    expect(await writeOrLinkSame(at("next", "changed.json"), "[3]", at("previous", "changed.json"))).toBe("written");
    expect(readFileSync(at("next", "changed.json"), "utf8")).toBe("[3]");
    expect(readFileSync(at("previous", "changed.json"), "utf8")).toBe("[2]");
    expect(await writeOrLinkSame(at("next", "new.json"), "[4]", at("previous", "new.json"))).toBe("written");
  });
});
