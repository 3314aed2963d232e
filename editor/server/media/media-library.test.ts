import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { manifestTurns } from "./upload-image";
import { createMediaLibrary, renameImageUses } from "./media-library";

/** The media library over a copy of the demo's content and of two images' files (docs/behaviour/page-builder.md#media-library). */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
const base = mkdtempSync(path.join(tmpdir(), "editor-library-"));
const contentDir = path.join(base, "content");
const mediaDir = path.join(base, "media");
cpSync(path.join(site, "content"), contentDir, { recursive: true });
mkdirSync(mediaDir);
for (const width of [480, 800, 1200]) for (const name of ["mug-pair", "oatmeal-mug"]) cpSync(path.join(site, "public", "media", `${name}-${width}.webp`), path.join(mediaDir, `${name}-${width}.webp`));
afterAll(() => rmSync(base, { recursive: true, force: true }));

let writes = 0;
const library = createMediaLibrary({ contentDir, mediaDir }, { onWrite: () => writes++, manifestTurn: manifestTurns() });
/** Where the demo uses the picture of two mugs: its French edition's translations too (docs/decisions/046-two-languages-on-one-site.md). */
const MUG_PAIR_USES = [
  "content/editions/fr/pages/portfolio.yaml",
  "content/editions/fr/posts/pulling-a-handle.md",
  "content/editions/fr/products/slate-blue-mug.md",
  "content/pages/portfolio.yaml",
  "content/posts/pulling-a-handle.md",
  "content/products/oatmeal-speckle-mug.md",
  "content/products/slate-blue-mug.md",
];
const manifest = () => JSON.parse(readFileSync(path.join(contentDir, "media", "manifest.json"), "utf8")) as Record<string, unknown>;

describe("an image's uses in a content file", () => {
  it("are renamed in YAML fields, keeping comments, in JSON, in front matter and in Markdown's media: links — and only that name", () => {
    const yaml = "# the hero\nimage: mug-pair # two mugs\nalt: Two mugs\nthumbnail: mug-pair\nlabel: mug-pair\nother: { image: mug-pair-2 }\n";
    expect(renameImageUses("pages/a.yaml", yaml, "mug-pair", "oatmeal-mug")).toBe("# the hero\nimage: oatmeal-mug # two mugs\nalt: Two mugs\nthumbnail: oatmeal-mug\nlabel: mug-pair\nother: { image: mug-pair-2 }\n");
    expect(renameImageUses("pages/a.json", '{"widgets":[{"image":"mug-pair","alt":"x"}]}', "mug-pair", "oatmeal-mug")).toBe('{\n  "widgets": [\n    {\n      "image": "oatmeal-mug",\n      "alt": "x"\n    }\n  ]\n}\n');
    const markdown = "---\ntitle: Mugs\ncover:\n  image: mug-pair\n  alt: Mugs\n---\nText ![Two](media:mug-pair) and ![Other](media:mug-pair-2).\n";
    expect(renameImageUses("posts/m.md", markdown, "mug-pair", "oatmeal-mug")).toBe("---\ntitle: Mugs\ncover:\n  image: oatmeal-mug\n  alt: Mugs\n---\nText ![Two](media:oatmeal-mug) and ![Other](media:mug-pair-2).\n");
    expect(renameImageUses("posts/m.md", markdown, "vase", "oatmeal-mug")).toBe(markdown);
  });
});

describe("the media library", () => {
  it("lists every image with where it is used, in every language, and the text alternative given there", async () => {
    const images = await library.list();
    expect(images).toHaveLength(Object.keys(manifest()).length);
    const mug = images.find((image) => image.name === "mug-pair")!;
    expect(mug.uses.map((use) => use.file)).toEqual(MUG_PAIR_USES);
    expect(mug.uses).toContainEqual({ file: "content/posts/pulling-a-handle.md", alt: "Two mugs side by side, one slate blue and one speckled oatmeal", title: "Pulling a handle: the part of a mug you actually hold" });
    expect(images.find((image) => image.name === "anagama-firing-at-night")!.uses.map((use) => use.file)).toContain("content/pages/about.yaml");
  });

  it("refuses to delete an image still used, naming where, and replaces it everywhere at once", async () => {
    expect(await library.remove("mug-pair")).toEqual({ ok: false, status: 409, message: expect.stringMatching(/^"mug-pair" is still used in the page “Portfolio” \(fr\), .*: replace it there first\.$/) });
    expect(await library.replace("mug-pair", "no-such-image")).toEqual({ ok: false, status: 422, message: 'There is no image "no-such-image" to put in its place.' });
    expect(await library.replace("mug-pair", "mug-pair")).toMatchObject({ ok: false, status: 422 });
    const before = writes;
    const replaced = await library.replace("mug-pair", "oatmeal-mug");
    expect(replaced).toEqual({ ok: true, changed: MUG_PAIR_USES });
    expect(writes).toBe(before + 1);
    expect(readFileSync(path.join(contentDir, "posts", "pulling-a-handle.md"), "utf8")).toContain("](media:oatmeal-mug)");
    expect((await library.list()).find((image) => image.name === "mug-pair")!.uses).toEqual([]);
  });

  it("deletes an image nothing uses, its entry and its files, and says when there is none", async () => {
    expect(await library.remove("mug-pair")).toEqual({ ok: true, changed: ["content/media/manifest.json"] });
    expect(manifest()["mug-pair"]).toBeUndefined();
    expect([480, 800, 1200].some((width) => existsSync(path.join(mediaDir, `mug-pair-${width}.webp`)))).toBe(false);
    expect(existsSync(path.join(mediaDir, "oatmeal-mug-480.webp"))).toBe(true);
    expect(await library.remove("mug-pair")).toEqual({ ok: false, status: 404, message: 'There is no image "mug-pair".' });
  });

  it("counts the site's logo and icon as uses: neither can be deleted, and a replace renames them in the site settings, keeping its comments", async () => {
    // Three pictures nothing else uses, as the studio's upload adds them.
    const [logo, icon, other] = ["studio-mark", "studio-icon", "studio-wordmark"];
    const entry = { width: 600, height: 600, widths: [480, 600], placeholder: "#8a4b2a" };
    writeFileSync(path.join(contentDir, "media", "manifest.json"), JSON.stringify({ ...manifest(), [logo]: entry, [icon]: entry, [other]: entry }, null, 2));
    const siteFile = path.join(contentDir, "settings", "site.yaml");
    appendFileSync(siteFile, `logo: ${logo}\nfavicon: ${icon}\n`);
    const images = await library.list();
    expect(images.find((image) => image.name === logo)!.uses).toEqual([{ file: "content/settings/site.yaml", alt: "Hollow Oak Studio" }]);
    expect(images.find((image) => image.name === icon)!.uses).toEqual([{ file: "content/settings/site.yaml", alt: "" }]);
    expect(await library.remove(icon)).toEqual({ ok: false, status: 409, message: `"${icon}" is still used in the site settings: replace it there first.` });
    expect(await library.replace(icon, "anagama-firing-at-night")).toEqual({
      ok: false,
      status: 422,
      message: "studio-icon is the site icon, which must be square, and anagama-firing-at-night is 1200 × 800 px: pick a square picture, or choose another site icon in Site settings first.",
    });
    expect(await library.replace(logo, other)).toEqual({ ok: true, changed: ["content/settings/site.yaml"] });
    const text = readFileSync(siteFile, "utf8");
    expect(text).toMatch(/^# The site's name/);
    expect(text).toContain(`logo: ${other}\nfavicon: ${icon}\n`);
  });

  it("knows only the manifest's own images: a name like toString or __proto__ is no image, and nothing is written", async () => {
    const about = path.join(contentDir, "pages", "about.yaml");
    const [aboutBefore, manifestBefore, before] = [readFileSync(about, "utf8"), manifest(), writes];
    for (const name of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(await library.replace("anagama-firing-at-night", name), name).toEqual({ ok: false, status: 422, message: `There is no image "${name}" to put in its place.` });
      expect(await library.replace(name, "anagama-firing-at-night"), name).toEqual({ ok: false, status: 404, message: `There is no image "${name}".` });
      expect(await library.remove(name), name).toEqual({ ok: false, status: 404, message: `There is no image "${name}".` });
    }
    expect(readFileSync(about, "utf8")).toBe(aboutBefore);
    expect(manifest()).toEqual(manifestBefore);
    expect(writes).toBe(before);
  });
});
