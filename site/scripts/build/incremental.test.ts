import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { codeHash } from "./incremental";

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
