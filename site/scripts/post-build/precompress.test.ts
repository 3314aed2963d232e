import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

const text = "<p>a pot, a kiln, a glaze</p>".repeat(200);

describe("precompress", () => {
  it("writes brotli and gzip copies of text files that decode to the file", async () => {
    build({ "index.html": text, "assets/entry-x.js": text, "media/a.webp": text, "tiny.txt": "small" });
    expect(await precompress(dir)).toBe(4);
    for (const name of ["index.html", "assets/entry-x.js"]) {
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(text);
    }
    expect(() => statSync(path.join(dir, "media/a.webp.br")), "images are compressed already").toThrow();
    expect(() => statSync(path.join(dir, "tiny.txt.br")), "too small to gain").toThrow();
  });

  it("keeps copies newer than their file, and redoes stale ones", async () => {
    build({ "index.html": text });
    await precompress(dir);
    expect(await precompress(dir)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, "index.html"), later, later);
    expect(await precompress(dir)).toBe(2);
  });
});
