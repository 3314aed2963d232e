import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineSiteConfig } from "../../app/define-site-config";
import demo from "../../site.config";
import { parseHeadersFile } from "../../server/headers-file.mjs";
import { codeHash } from "../build/incremental";
import { postBuild } from "./index";

/** What a build for a static host adds after the pages (docs/operations.md#static-hosting). */
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${"<p>Stoneware and porcelain, made by hand.</p>".repeat(60)}</body></html>`;

function client() {
  dir = mkdtempSync(path.join(tmpdir(), "static-host-"));
  const files = { "index.html": page("Home"), "404/index.html": page("Not found"), "assets/entry-abc.js": "export const a = 1;".repeat(200) };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("the build for a static host", () => {
  it("caches hashed files for a year in _headers, puts the 404 page at /404.html, and writes no compressed copies", async () => {
    const out = client();
    expect(await postBuild(out, (defineSiteConfig(demo, { VITRINE_STATIC_EXPORT: "1" })))).toEqual({ problems: [], warnings: [] });
    const rules = parseHeadersFile(readFileSync(path.join(out, "_headers"), "utf8"));
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*", "/search-index/*"]);
    expect(rules[1]!.headers).toEqual([["Cache-Control", "public, max-age=31536000, immutable"]]);
    // The host sends the build's security headers with every file, as the site's own server does.
    expect(new Map(rules[0]!.headers).get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(readFileSync(path.join(out, "404.html"), "utf8")).toBe(page("Not found"));
    expect(readdirSync(out, { recursive: true }).filter((name) => /\.(br|gz)$/.test(String(name)))).toEqual([]);
  });

  it("is the server's build otherwise: compressed copies, and caching left to the server", async () => {
    const out = client();
    await postBuild(out, (defineSiteConfig(demo, {})));
    expect(parseHeadersFile(readFileSync(path.join(out, "_headers"), "utf8")).map((rule) => rule.pattern)).toEqual(["/*"]);
    expect(existsSync(path.join(out, "404.html"))).toBe(false);
    expect(existsSync(path.join(out, "index.html.br"))).toBe(true);
  });

  it("is never assembled from a server build's pages by an incremental rebuild, nor the other way", () => {
    const siteDir = fileURLToPath(new URL("../..", import.meta.url));
    const where = { siteDir, contentDir: path.join(siteDir, "content"), repoDir: path.join(siteDir, ".."), config: "" };
    const served = codeHash(where);
    vi.stubEnv("VITRINE_STATIC_EXPORT", "1");
    try {
      expect(codeHash(where)).not.toBe(served);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(codeHash(where)).toBe(served);
  });
});
