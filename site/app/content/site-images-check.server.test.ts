import { describe, expect, it } from "vitest";
import { siteImageProblems, squareEnough } from "./site-images-check.server";

const manifest = {
  "studio-mark": { width: 600, height: 600, widths: [480, 600], placeholder: "#8a4b2a" },
  "nearly-square": { width: 1100, height: 1000, widths: [480, 800, 1100], placeholder: "#8a4b2a" },
  "kiln-at-night": { width: 1200, height: 800, widths: [480, 800, 1200], placeholder: "#4a2b1c" },
};
const file = "content/settings/site.yaml";

describe("the site's logo and icon, checked as content", () => {
  it("refuses a picture the media library does not have, naming the field", () => {
    expect(siteImageProblems(file, { logo: "old-logo", favicon: "gone-icon" }, manifest)).toEqual([
      'content/settings/site.yaml: logo: unknown image "old-logo" (not in content/media/manifest.json)',
      'content/settings/site.yaml: favicon: unknown image "gone-icon" (not in content/media/manifest.json)',
    ]);
  });

  it("takes any shape of logo, a square or nearly square icon, and refuses an oblong icon with its size", () => {
    expect(siteImageProblems(file, { logo: "kiln-at-night", favicon: "studio-mark" }, manifest)).toEqual([]);
    expect(siteImageProblems(file, { favicon: "nearly-square" }, manifest)).toEqual([]);
    expect(siteImageProblems(file, { favicon: "kiln-at-night" }, manifest)).toEqual(["content/settings/site.yaml: favicon: not square: this picture is 1200 × 800 px; the site icon must be square"]);
    expect(siteImageProblems(file, {}, manifest)).toEqual([]);
  });

  it("counts a tenth off square, either way, as square enough", () => {
    expect([squareEnough(110, 100), squareEnough(100, 110), squareEnough(112, 100), squareEnough(100, 112)]).toEqual([true, true, false, false]);
  });
});
