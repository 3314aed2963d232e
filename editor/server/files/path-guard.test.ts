import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manifestFile, mediaFile, pageFile, PathRefused, settingsFile } from "./path-guard";

function roots() {
  const base = mkdtempSync(path.join(tmpdir(), "guard-"));
  const contentDir = path.join(base, "content");
  const mediaDir = path.join(base, "public", "media");
  for (const dir of [path.join(contentDir, "pages"), path.join(contentDir, "media"), mediaDir, path.join(base, "secret")]) mkdirSync(dir, { recursive: true });
  return { base, contentDir, mediaDir };
}

describe("the editor's path guard", () => {
  it("gives the page files, the kit file, images and the manifest inside their folders", () => {
    const r = roots();
    expect(pageFile(r, "about-us", ".yaml")).toBe(path.join(r.contentDir, "pages", "about-us.yaml"));
    expect(pageFile(r, "home", ".json")).toBe(path.join(r.contentDir, "pages", "home.json"));
    expect(settingsFile(r, "settings/kit.yaml")).toBe(path.join(r.contentDir, "settings", "kit.yaml"));
    expect(mediaFile(r, "kiln-night", 800)).toBe(path.join(r.mediaDir, "kiln-night-800.webp"));
    expect(manifestFile(r)).toBe(path.join(r.contentDir, "media", "manifest.json"));
  });

  it.each([
    "../secret/x",
    "..",
    "pages/../../x",
    "%2e%2e",
    "a/b",
    "a\\b",
    "/etc/passwd",
    "Home",
    "home.yaml",
    "home\0",
    "",
    "-home",
    "x".repeat(101),
  ])("refuses the page name %j", (slug) => {
    const r = roots();
    expect(() => pageFile(r, slug, ".yaml")).toThrow(PathRefused);
  });

  it("refuses other file kinds and bad image names or widths", () => {
    const r = roots();
    expect(() => pageFile(r, "home", ".md" as ".yaml")).toThrow(PathRefused);
    expect(() => mediaFile(r, "../../x", 800)).toThrow(PathRefused);
    expect(() => mediaFile(r, "kiln", 0)).toThrow(PathRefused);
    expect(() => mediaFile(r, "kiln", 1.5)).toThrow(PathRefused);
    expect(() => settingsFile(r, "../secret/kit.yaml")).toThrow(PathRefused);
  });

  it("refuses a page file that is a link leading out of the content folder", () => {
    const r = roots();
    symlinkSync(path.join(r.base, "secret"), path.join(r.contentDir, "pages", "escape.yaml"));
    expect(() => pageFile(r, "escape", ".yaml")).toThrow(/leads outside/);
  });
});
