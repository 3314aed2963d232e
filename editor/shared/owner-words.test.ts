import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FILE_PATH, placeOfFile, placeOfFileIn, placeOfUse, plainStep, plainStepIn } from "./owner-words";

/** The build's phase names as its scripts write them, each template part filled with a sample. */
function buildPhases(): string[] {
  const files = ["site/scripts/build.ts", "site/scripts/build/render-site.ts", "site/scripts/build/prerender.ts", "site/app/features/video/video.feature.ts"];
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
    for (const [, kind, quoted] of text.matchAll(/progress\.(phase|counted)\(\s*(`[^`]*`|"[^"]*")/g)) {
      // A phase that starts with a nested template (the last one, "build ready in …") is sampled below.
      if (!quoted!.startsWith("`${")) found.push(`${quoted!.slice(1, -1).replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, "3")}${kind === "counted" ? ": 3 of 9" : ""}`);
    }
    for (const [, label] of text.matchAll(/build: \{ label: "([^"]+)"/g)) found.push(label!);
  }
  return found;
}

describe("the studio's words for the build and the site's files", () => {
  it("names every phase of the build in plain words while Publish runs, never its jargon or a file", () => {
    const phases = buildPhases();
    expect(phases.length).toBeGreaterThan(8);
    for (const phase of phases) {
      const step = plainStep(`[build 0:12] ${phase}`);
      expect(step, phase).toBeDefined();
      expect(step, phase).not.toBe("Building the site");
      expect(step, phase).not.toMatch(FILE_PATH);
      expect(step, phase).not.toMatch(/bundl|render|index|server|build|validat|content/i);
    }
    expect(plainStep("[build 0:31] pages rendered: 21 of 62")).toBe("Drawing the pages: 21 of 62");
    expect(plainStep("[build 0:40] build ready in dist (40.2 s)")).toBe("Putting the new site live");
    expect(plainStep("[build 0:09] partial build (2 of the site's pages) ready in dist (9.0 s)")).toBe("Putting the new site live");
    expect(plainStep("content/pages/home.yaml: title: empty")).toBeUndefined();
    // In the owner's language where the studio speaks it, else English.
    expect(plainStepIn("[build 0:31] pages rendered: 21 of 62", "fr")).toBe("Rendu des pages\u00a0: 21 sur 62");
    expect(plainStepIn("[build 0:02] bundling the browser code", "de")).toBe("Die Website wird vorbereitet (der längste Schritt)");
    expect(plainStepIn("[build 0:40] build ready in dist (40.2 s)", "ja")).toBe("Putting the new site live");
  });

  it("names a content file by what it holds", () => {
    expect(placeOfFile("content/pages/care-guide.yaml")).toBe("the page “care-guide”");
    expect(placeOfFile("content/drafts/posts/glaze-notebook.md")).toBe("the draft post “glaze-notebook”");
    expect(placeOfFile("content/editions/fr/products/slate-blue-mug.md")).toBe("the product “slate-blue-mug” (fr)");
    expect(placeOfFile("content/settings/menu.yaml")).toBe("the menu");
    // By its title where it is known; a list of files mapped straight through keeps each one's name.
    expect(placeOfUse({ file: "content/editions/fr/pages/about.yaml", title: "Mira et l'atelier" })).toBe("the page “Mira et l'atelier” (fr)");
    expect(["content/pages/about.yaml", "content/pages/contact.yaml"].map(placeOfFile)).toEqual(["the page “about”", "the page “contact”"]);
    expect(placeOfFile("content/media/manifest.json")).toBe("the picture library");
    for (const file of ["content/pages/home.yaml", "content/settings/nothing.yaml", "content/odd/x.json"]) expect(placeOfFile(file)).not.toMatch(FILE_PATH);
    // In the owner's language where the studio speaks it; a folder named like an object's own key is no kind.
    expect(placeOfFileIn("content/drafts/posts/glaze-notebook.md", "fr")).toBe("le brouillon d'article «\u00a0glaze-notebook\u00a0»");
    expect(placeOfFileIn("content/editions/fr/settings/menu.yaml", "de")).toBe("das Menü (fr)");
    expect(placeOfFile("content/settings/constructor.yaml")).toBe("a file of the site");
  });
});
