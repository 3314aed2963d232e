import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * Runs the real build script against a copy of the content with one broken product:
 * the build must refuse it, say exactly what is wrong, and leave the live build alone.
 */
const siteDir = fileURLToPath(new URL("..", import.meta.url));
const liveIndex = path.join(siteDir, "build", "client", "index.html");
const fixtures = path.join(siteDir, "app", "content", "__fixtures__");

function snapshot(file: string) {
  if (!existsSync(file)) return { exists: false };
  return { exists: true, mtimeMs: statSync(file).mtimeMs, text: readFileSync(file, "utf8") };
}

/** The demo content when it is there, else the unit-test fixtures. */
function contentSource(): { content: string; publicDir: string } {
  const real = path.join(siteDir, "content");
  const products = path.join(real, "products");
  if (existsSync(products) && readdirSync(products).some((f) => f.endsWith(".md"))) {
    return { content: real, publicDir: path.join(siteDir, "public") };
  }
  return { content: path.join(fixtures, "content"), publicDir: path.join(fixtures, "public") };
}

let temp: string | undefined;
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe("npm run build with broken content", () => {
  it("exits non-zero, names the file and field, and keeps the previous build", () => {
    temp = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    const source = contentSource();
    const content = path.join(temp, "content");
    cpSync(source.content, content, { recursive: true });
    // Media files are checked beside the content folder; link them rather than copy.
    symlinkSync(source.publicDir, path.join(temp, "public"));

    const productFile = readdirSync(path.join(content, "products")).filter((f) => f.endsWith(".md")).sort()[0]!;
    const productPath = path.join(content, "products", productFile);
    const original = readFileSync(productPath, "utf8");
    const broken = original.replace(/^price:.*$/m, "price: ten");
    expect(broken).not.toBe(original);
    writeFileSync(productPath, broken);

    const before = snapshot(liveIndex);
    const result = spawnSync("npx", ["tsx", "scripts/build.ts"], {
      cwd: siteDir,
      env: { ...process.env, VITRINE_CONTENT_DIR: content },
      encoding: "utf8",
      timeout: 60_000,
    });

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`content/products/${productFile}: price: expected a number, received "ten"`);
    expect(result.stderr).toContain("the previous build was left in place");
    expect(snapshot(liveIndex)).toEqual(before);
  }, 90_000);
});
