import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatRedirectsFile, parseRedirectsFile, redirectFor } from "../../server/redirects-file.mjs";
import { readRedirects } from "./redirects.server";

/** content/settings/redirects.yaml, as the build checks it and writes it out (docs/behaviour/content.md#redirects). */
const root = mkdtempSync(path.join(tmpdir(), "vitrine-redirects-"));
mkdirSync(path.join(root, "settings"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const withFile = (text: string) => {
  writeFileSync(path.join(root, "settings", "redirects.yaml"), text);
  return readRedirects(root);
};

describe("the content's redirects", () => {
  it("are none without a file, and the list as written with one", () => {
    expect(readRedirects(path.join(root, "nowhere"))).toEqual({ redirects: [], problems: [] });
    expect(withFile("# renamed in the studio\n- from: /shop/category/mugs\n  to: /shop/category/cups\n")).toEqual({ redirects: [{ from: "/shop/category/mugs", to: "/shop/category/cups" }], problems: [] });
  });

  it("name the entry and the field of each problem", () => {
    const { problems } = withFile("- from: shop/mugs\n  to: /cups\n- from: /a\n  to: /a\n- from: /\n  to: /shop\n- from: /b\n  to: /c\n- from: /b\n  to: /d\n");
    expect(problems).toEqual([
      'content/settings/redirects.yaml: [0].from: expected an address of this site starting with / (no spaces, ? or #), received "shop/mugs"',
      "content/settings/redirects.yaml: [2].from: the home page cannot lead elsewhere",
      "content/settings/redirects.yaml: [1].to: leads to itself (/a)",
      "content/settings/redirects.yaml: [4].from: /b is listed twice",
    ]);
  });

  it("become the _redirects lines a static host and the site's server read alike", () => {
    const text = formatRedirectsFile([{ from: "/blog/tag/glaze", to: "/blog/tag/glazes" }]);
    expect(text).toContain("/blog/tag/glaze /blog/tag/glazes 301\n/blog/tag/glaze/* /blog/tag/glazes/:splat 301\n");
    const rules = parseRedirectsFile(text);
    expect(redirectFor(rules, "/blog/tag/glaze")).toBe("/blog/tag/glazes");
    expect(redirectFor(rules, "/blog/tag/glaze/page/2/")).toBe("/blog/tag/glazes/page/2");
    expect(redirectFor(rules, "/blog/tag/glazes")).toBeUndefined();
  });

  it("refuse a `to` that a browser reads as another site's address (// or /\\)", () => {
    const { problems } = withFile("- from: /a\n  to: //evil.example/x\n- from: /b\n  to: '/\\evil.example'\n- from: /c\n  to: /fine//page\n");
    expect(problems).toEqual([
      "content/settings/redirects.yaml: [0].to: an address of this site cannot start with // or /\\, which a browser reads as another site's address: received \"//evil.example/x\"",
      "content/settings/redirects.yaml: [1].to: an address of this site cannot start with // or /\\, which a browser reads as another site's address: received \"/\\\\evil.example\"",
    ]);
  });

  it("never lead off the site, whatever the request's path or the file's lines", () => {
    const rules = parseRedirectsFile(formatRedirectsFile([{ from: "/old-home", to: "/" }, { from: "/shop/old", to: "/shop/new" }]));
    expect(redirectFor(rules, "/old-home//evil.example")).toBe("/evil.example");
    expect(redirectFor(rules, "/old-home/page")).toBe("/page");
    expect(redirectFor(rules, "/shop/old//evil.example/x")).toBe("/shop/new/evil.example/x");
    // A file written by hand, or before the check: such a rule is not followed.
    const handWritten = parseRedirectsFile("/a //evil.example/x 301\n/b /\\evil.example 301\n/c/* //evil.example/:splat 301\n");
    for (const path of ["/a", "/b", "/c/x"]) expect(redirectFor(handWritten, path), path).toBeUndefined();
  });
});
