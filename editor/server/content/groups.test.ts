import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent } from "@vitrine/site/editor/server";
import { createGroups, movedRedirects } from "./groups";

/** Categories and tags renamed across the content, the old address kept (docs/behaviour/page-builder.md#categories-and-tags). */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
const contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-groups-")), "content");
cpSync(path.join(site, "content"), contentDir, { recursive: true });
afterAll(() => rmSync(path.dirname(contentDir), { recursive: true, force: true }));
let writes = 0;
const groups = createGroups({ contentDir }, { onWrite: () => writes++ });
const redirectsFile = path.join(contentDir, "settings", "redirects.yaml");

describe("the redirects after a rename", () => {
  it("lead the old address to the new one, without chains, loops or a rule away from an address in use again", () => {
    expect(movedRedirects([], "/a", "/b")).toEqual([{ from: "/a", to: "/b" }]);
    expect(movedRedirects([{ from: "/a", to: "/b" }], "/b", "/c")).toEqual([{ from: "/a", to: "/c" }, { from: "/b", to: "/c" }]);
    expect(movedRedirects([{ from: "/a", to: "/b" }], "/b", "/a")).toEqual([{ from: "/b", to: "/a" }]);
    expect(movedRedirects([{ from: "/x", to: "/y" }, { from: "/a", to: "/old" }], "/a", "/b")).toEqual([{ from: "/x", to: "/y" }, { from: "/a", to: "/b" }]);
  });
});

describe("categories and tags", () => {
  it("are listed with their address and the files that use them", async () => {
    const { categories, tags } = await groups.list();
    expect(categories.map((c) => [c.name, c.address, c.files.length])).toEqual([
      ["Mugs and cups", "/shop/category/mugs-and-cups", 3],
      ["Prints", "/shop/category/prints", 4],
      ["Tableware", "/shop/category/tableware", 5],
      ["Vases and jars", "/shop/category/vases-and-jars", 5],
    ]);
    expect(tags.find((t) => t.name === "glazes")?.address).toBe("/blog/tag/glazes");
  });

  it("refuse a name that is not one, an unknown one, and one that would share another's address", async () => {
    expect(await groups.rename("category", "Mugs and cups", "  ")).toEqual({ ok: false, status: 422, message: "Give the category a name with letters or digits." });
    expect(await groups.rename("category", "Bowls", "Pots")).toEqual({ ok: false, status: 404, message: 'There is no category "Bowls".' });
    expect(await groups.rename("category", "Mugs and cups", "TABLEWARE")).toEqual({
      ok: false, status: 422, message: '"TABLEWARE" would share the address /shop/category/tableware with "Tableware": call it "Tableware" to put them together.',
    });
    expect(existsSync(redirectsFile)).toBe(false);
  });

  it("rename a category in every product at once, keeping each file's style, and lead the old address to the new one; the content still checks", async () => {
    const before = readFileSync(path.join(contentDir, "products", "slate-blue-mug.md"), "utf8");
    const renamed = await groups.rename("category", "Mugs and cups", "Cups");
    expect(renamed).toEqual({
      ok: true,
      // The menu's mega-menu column links to the category: it follows the new address.
      changed: ["content/products/oatmeal-speckle-mug.md", "content/products/shino-tumbler.md", "content/products/slate-blue-mug.md", "content/settings/menu.yaml"],
      redirect: { from: "/shop/category/mugs-and-cups", to: "/shop/category/cups" },
    });
    expect(readFileSync(path.join(contentDir, "products", "slate-blue-mug.md"), "utf8")).toBe(before.replace("category: Mugs and cups", "category: Cups"));
    expect(readFileSync(redirectsFile, "utf8")).toMatch(/^# Old addresses that lead on[^\n]*\n\n?- from: \/shop\/category\/mugs-and-cups\n {2}to: \/shop\/category\/cups\n$/);
    expect(await groups.rename("category", "Cups", "Cups and beakers")).toMatchObject({ ok: true, redirect: { from: "/shop/category/cups", to: "/shop/category/cups-and-beakers" } });
    expect(readFileSync(redirectsFile, "utf8")).toContain("- from: /shop/category/mugs-and-cups\n  to: /shop/category/cups-and-beakers\n- from: /shop/category/cups\n  to: /shop/category/cups-and-beakers\n");
    expect(writes).toBe(2);
  });

  it("rename a category in the product grids that show it too, and the content still passes the build's check", async () => {
    const renamed = await groups.rename("category", "Prints", "Fine art prints");
    expect(renamed).toMatchObject({ ok: true, redirect: { from: "/shop/category/prints", to: "/shop/category/fine-art-prints" } });
    expect(renamed.ok && renamed.changed).toContain("content/pages/home.yaml");
    expect(readFileSync(path.join(contentDir, "pages", "home.yaml"), "utf8")).toContain("- type: product-grid\n            category: Fine art prints\n");
    expect(readFileSync(path.join(contentDir, "settings", "menu.yaml"), "utf8")).toContain("      - title: Prints\n        href: /shop/category/fine-art-prints\n");
    const { problems } = await checkContent({ root: contentDir, publicDir: path.join(site, "public"), siteConfig: false });
    expect(problems).toEqual([]);
  }, 60_000);

  it("rename a tag in every post and draft, never doubling one a post already has", async () => {
    const renamed = await groups.rename("tag", "glazes", "glaze");
    expect(renamed).toMatchObject({ ok: true, redirect: { from: "/blog/tag/glazes", to: "/blog/tag/glaze" } });
    const { tags } = await groups.list();
    expect(tags.find((t) => t.name === "glazes")).toBeUndefined();
    expect(tags.find((t) => t.name === "glaze")?.files.length).toBeGreaterThan(0);
  });
});
