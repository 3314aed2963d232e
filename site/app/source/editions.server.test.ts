import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { builtEditions, editionOf, editionPrefix, editionsOf, firstEditionRoot } from "./editions.server";

/** A site's content folder with a French and a German edition, and a folder that is no edition. */
const site = mkdtempSync(path.join(tmpdir(), "vitrine-editions-"));
const root = path.join(site, "content");
for (const folder of ["", "editions/fr", "editions/de"]) {
  mkdirSync(path.join(root, folder, "settings"), { recursive: true });
  writeFileSync(path.join(root, folder, "settings", "site.yaml"), `name: Atelier\nlanguage: ${folder.split("/")[1] ?? "en"}\n`);
}
mkdirSync(path.join(root, "editions", "Drafts"), { recursive: true });
// Both have their home pages (the test below starts one without).
for (const folder of ["editions/fr", "editions/de"]) {
  mkdirSync(path.join(root, folder, "pages"), { recursive: true });
  writeFileSync(path.join(root, folder, "pages", "home.yaml"), "title: Home\n");
}

afterAll(() => rmSync(site, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe("a site's editions (docs/decisions/046-two-languages-on-one-site.md)", () => {
  it("are the language folders under editions/, in order, each with its prefix", () => {
    expect(editionsOf(root).map((e) => [e.language, e.prefix])).toEqual([
      ["de", "/de"],
      ["fr", "/fr"],
    ]);
    // From an edition too: the same site.
    expect(editionsOf(path.join(root, "editions", "fr")).map((e) => e.language)).toEqual(["de", "fr"]);
  });

  it("know their first language's folder, and the first language is no edition", () => {
    const french = path.join(root, "editions", "fr");
    expect(editionOf(french)).toMatchObject({ language: "fr", prefix: "/fr" });
    expect(firstEditionRoot(french)).toBe(path.resolve(root));
    expect(editionOf(root)).toBeUndefined();
    expect(editionPrefix(root)).toBe("");
    expect(editionPrefix(french)).toBe("/fr");
  });

  it("need the first language's settings beside them: a folder called editions/fr elsewhere is no edition", () => {
    const stray = mkdtempSync(path.join(tmpdir(), "vitrine-stray-"));
    mkdirSync(path.join(stray, "editions", "fr"), { recursive: true });
    expect(editionOf(path.join(stray, "editions", "fr"))).toBeUndefined();
    rmSync(stray, { recursive: true, force: true });
  });

  it("are not built by a static export or a variant of the site's config, sites of one language", () => {
    expect(builtEditions(root)).toHaveLength(2);
    vi.stubEnv("VITRINE_STATIC_EXPORT", "1");
    expect(builtEditions(root)).toEqual([]);
    vi.unstubAllEnvs();
    vi.stubEnv("VITRINE_SITE_CONFIG", "/tmp/variant.config.ts");
    expect(builtEditions(root)).toEqual([]);
  });

  it("are built once their home page is there: a language only started in the studio stays off the site", () => {
    const italian = path.join(root, "editions", "it");
    mkdirSync(path.join(italian, "settings"), { recursive: true });
    writeFileSync(path.join(italian, "settings", "site.yaml"), "language: it\n");
    try {
      expect(editionsOf(root).map((e) => e.language)).toEqual(["de", "fr", "it"]);
      expect(builtEditions(root).map((e) => e.language)).toEqual(["de", "fr"]);
      mkdirSync(path.join(italian, "pages"));
      writeFileSync(path.join(italian, "pages", "home.yaml"), "title: Casa\n");
      expect(builtEditions(root).map((e) => e.language)).toEqual(["de", "fr", "it"]);
    } finally {
      rmSync(italian, { recursive: true, force: true });
    }
  });
});
