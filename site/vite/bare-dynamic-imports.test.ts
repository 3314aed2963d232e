import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build, type Rolldown } from "vite";
import { bareDynamicImports } from "./bare-dynamic-imports";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a page whose entry loads one part with `import()`, as the site's enhancers do. */
async function buildPage(part: string, build_: { cssCodeSplit: boolean }) {
  dir = mkdtempSync(path.join(tmpdir(), "bare-imports-"));
  writeFileSync(path.join(dir, "index.html"), `<script type="module" src="./main.js"></script>`);
  writeFileSync(path.join(dir, "main.js"), `document.body.onclick = () => import("./part.js").then((m) => m.default());`);
  writeFileSync(path.join(dir, "part.js"), part);
  writeFileSync(path.join(dir, "part.css"), `body { color: teal }`);
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [bareDynamicImports()],
    build: { write: false, modulePreload: false, cssCodeSplit: build_.cssCodeSplit },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
}

describe("bareDynamicImports", () => {
  it("leaves a part's import() as an import and ships none of the preload helper's code", async () => {
    const chunks = await buildPage(`export default () => console.log("part");`, { cssCodeSplit: false });
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(entry.code).toMatch(/import\(`?["'`]?\.\/part-[\w-]+\.js/);
    // The helper's own words: its <link> writing, its CSS preloading and its error event.
    for (const helper of ["modulepreload", "relList", "Unable to preload CSS", "vite:preloadError", "nonce"]) expect(entry.code).not.toContain(helper);
  });

  it("stops the build, saying why, when a part needs a stylesheet loaded before it", async () => {
    await expect(buildPage(`import "./part.css"; export default () => 1;`, { cssCodeSplit: true })).rejects.toThrow(/needs files loaded before it/);
  });
});
