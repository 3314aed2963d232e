import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { PUCK_CHECKED_VERSION } from "./puck-dom";

const require = createRequire(import.meta.url);

describe("the editor library's DOM, as the editor knows it (puck-dom.ts)", () => {
  it("was checked against the library's installed version", () => {
    const installed = (require("@puckeditor/core/package.json") as { version: string }).version;
    expect(
      installed,
      `@puckeditor/core ${installed} is installed, but the selectors of its DOM in editor/client/puck/puck-dom.ts were checked against ${PUCK_CHECKED_VERSION}. ` +
        "Run the editor's browser spec (its test \"every selector of the editor library's DOM matches\"), fix any selector that no longer matches, then set PUCK_CHECKED_VERSION to the new version.",
    ).toBe(PUCK_CHECKED_VERSION);
  });
});
