import { describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import { BUILD_MODE, editorModes, frontendConfig } from "./frontend-config";

describe("the page builder's front-end config", () => {
  it("gives the site's breakpoints and kit, in the mode of the build (static outside the editor)", () => {
    expect(BUILD_MODE).toBe("static");
    expect(frontendConfig()).toEqual({ breakpoints: siteConfig.breakpoints, kit: siteConfig.kit, mode: "static" });
    expect(frontendConfig().breakpoints.mobile).toBeGreaterThanOrEqual(320);
  });

  it("takes each of the three modes", () => {
    expect(editorModes).toEqual(["edit", "preview", "static"]);
    for (const mode of editorModes) expect(frontendConfig({ mode }).mode).toBe(mode);
  });
});
