import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { codeHash, planRebuild } from "./incremental";

const siteDir = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-code-hash-"));
const content = path.join(temp, "content");
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  writeFileSync(path.join(content, file), text);
};
const product = (category: string) => `---\ntitle: Mug\nprice: 36\ncategory: ${category}\n---\nA mug.\n`;
write("settings/site.yaml", "name: Atelier\nlanguage: en\n");
write("products/mug.md", product("Mugs"));
write("editions/fr/settings/site.yaml", "name: Atelier\nlanguage: fr\n");
write("editions/fr/products/mug.md", product("Tasses"));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the build's code hash (docs/decisions/013-linear-build-and-atomic-output.md)", () => {
  it("changes with which categories two languages pair, as every listing's alternates name the other's", () => {
    const hash = () => codeHash({ siteDir, contentDir: content, repoDir: path.join(siteDir, "..") });
    const before = hash();
    expect(hash()).toBe(before);
    write("products/mug.md", product("Cups"));
    expect(hash()).not.toBe(before);
  });
});

describe("what a build with a changed content file renders again", () => {
  it("every feed, as it does the sitemap: a post or a product is in them (docs/behaviour/found.md#feeds)", () => {
    const cache = (content: Record<string, string>) => ({ version: 1 as const, code: "same", content, categories: {} });
    const store = { products: [], posts: [], pages: [], blocks: [] } as unknown as Parameters<typeof planRebuild>[2];
    const paths = ["/", "/about", "/sitemap.xml", "/blog/feed.xml", "/blog/tag/kiln/feed.xml", "/shop/products.xml"];
    for (const file of ["posts/kiln.md", "products/mug.md"]) {
      const plan = planRebuild(cache({ [file]: "a" }), cache({ [file]: "b" }), store, paths);
      expect(plan.full).toBe(false);
      expect(plan.full === false && plan.render, file).toEqual(expect.arrayContaining(["/sitemap.xml", "/blog/feed.xml", "/blog/tag/kiln/feed.xml", "/shop/products.xml"]));
    }
  });
});
