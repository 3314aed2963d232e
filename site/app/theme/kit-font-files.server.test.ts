import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontCatalogue } from "~/config/font-catalogue";
import { fontFaceCss } from "./font-face-css";
import { kitFontFiles } from "./kit-font-files.server";

const require = createRequire(import.meta.url);

describe("the kit's font files", () => {
  it("are none for system stacks and hand-written ones", () => {
    expect(kitFontFiles({ body: "system-sans", heading: "georgia" })).toEqual([]);
    expect(kitFontFiles({ body: "Palatino, serif", heading: "serif" })).toEqual([]);
  });

  it("are only the chosen family's latin and latin-ext variable files, the latin upright one preloaded", () => {
    const files = kitFontFiles({ body: "system-sans", heading: "fraunces" });
    expect(files.map((f) => path.basename(f.file))).toEqual([
      "fraunces-latin-wght-normal.woff2",
      "fraunces-latin-ext-wght-normal.woff2",
      "fraunces-latin-wght-italic.woff2",
      "fraunces-latin-ext-wght-italic.woff2",
    ]);
    expect(files.filter((f) => f.preload).map((f) => path.basename(f.file))).toEqual(["fraunces-latin-wght-normal.woff2"]);
    expect(new Set(files.map((f) => f.family))).toEqual(new Set(["Fraunces Variable"]));
    expect(files[0]).toMatchObject({ weight: "100 900", style: "normal", unicodeRange: expect.stringMatching(/^U\+0000-00FF,/) });
  });

  it("take two families when body and headings differ, one when they are the same", () => {
    expect(new Set(kitFontFiles({ body: "inter", heading: "lora" }).map((f) => f.family))).toEqual(new Set(["Inter Variable", "Lora Variable"]));
    expect(kitFontFiles({ body: "lora", heading: "lora" })).toHaveLength(4);
  });

  it("name each family as its package's stylesheet does, so the stack finds it", () => {
    for (const font of fontCatalogue.filter((f) => f.package)) {
      const css = readFileSync(require.resolve(font.package!), "utf8");
      expect(css, font.id).toContain(`font-family: '${font.name} Variable'`);
      expect(kitFontFiles({ body: font.id, heading: "georgia" }).length, font.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("are declared with font-display optional, so a late font never moves the text", () => {
    const css = fontFaceCss([{ family: "Lora Variable", url: "/assets/lora-abc.woff2", weight: "400 700", style: "normal", unicodeRange: "U+0000-00FF", preload: true }]);
    expect(css).toBe('@font-face{font-family:"Lora Variable";font-style:normal;font-weight:400 700;font-display:optional;src:url(/assets/lora-abc.woff2) format("woff2");unicode-range:U+0000-00FF}');
    expect(fontFaceCss([])).toBe("");
  });
});
