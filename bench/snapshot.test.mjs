import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { snapshotBuild } from "./snapshot.mjs";

function fakeSite() {
  const root = mkdtempSync(path.join(tmpdir(), "bench-snapshot-"));
  const siteDir = path.join(root, "site");
  mkdirSync(path.join(siteDir, "build", "client", "assets"), { recursive: true });
  mkdirSync(path.join(siteDir, "server"), { recursive: true });
  writeFileSync(path.join(siteDir, "build", "client", "index.html"), "<h1>v1</h1>");
  writeFileSync(path.join(siteDir, "build", "client", "assets", "a.js"), "1");
  writeFileSync(path.join(siteDir, "server", "serve.mjs"), "// server");
  mkdirSync(path.join(siteDir, "app"));
  writeFileSync(path.join(siteDir, "app", "shared.mjs"), "export const x = 1;");
  const tmpDir = path.join(root, "tmp");
  mkdirSync(tmpDir);
  return { siteDir, nodeModules: path.join(root, "node_modules"), tmpDir };
}

describe("snapshotBuild", () => {
  it("copies the build and the server side by side, unaffected by a later rebuild, and removes the copy", () => {
    const site = fakeSite();
    const snapshot = snapshotBuild(site);
    writeFileSync(path.join(site.siteDir, "build", "client", "index.html"), "<h1>v2</h1>");
    expect(readFileSync(path.join(snapshot.clientDir, "index.html"), "utf8")).toBe("<h1>v1</h1>");
    expect(existsSync(path.join(snapshot.clientDir, "assets", "a.js"))).toBe(true);
    expect(path.resolve(path.dirname(snapshot.serveScript), "..", "build", "client")).toBe(snapshot.clientDir);
    // What the server imports from the rest of the site resolves from the copy.
    expect(readFileSync(path.resolve(path.dirname(snapshot.serveScript), "..", "app", "shared.mjs"), "utf8")).toContain("x = 1");
    snapshot.remove();
    expect(existsSync(snapshot.clientDir)).toBe(false);
    expect(existsSync(path.join(site.siteDir, "app", "shared.mjs"))).toBe(true);
  });

  it("copies another build when named, with its second language's edition beside its pages", () => {
    const site = fakeSite();
    const other = path.join(site.tmpDir, "other-build");
    mkdirSync(path.join(other, "client"), { recursive: true });
    mkdirSync(path.join(other, "editions", "fr", "client"), { recursive: true });
    writeFileSync(path.join(other, "client", "index.html"), "<h1>layer 2</h1>");
    writeFileSync(path.join(other, "editions", "fr", "client", "index.html"), "<h1>fr</h1>");
    const snapshot = snapshotBuild({ ...site, buildDir: other });
    expect(readFileSync(path.join(snapshot.clientDir, "index.html"), "utf8")).toBe("<h1>layer 2</h1>");
    expect(readFileSync(path.join(snapshot.clientDir, "..", "editions", "fr", "client", "index.html"), "utf8")).toBe("<h1>fr</h1>");
    snapshot.remove();
  });

  it("says to build first when there is no build", () => {
    const site = fakeSite();
    expect(() => snapshotBuild({ ...site, siteDir: path.join(site.tmpDir, "nowhere"), attempts: 1 })).toThrow(/Run "npm run build" first/);
  });
});
