import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rewriteFile } from "./rename-values";

/** A product saved while its category is renamed everywhere: two writers of one file at once (docs/behaviour/page-builder.md#conflicts). */
const dir = mkdtempSync(path.join(tmpdir(), "editor-file-turn-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("one content file written by two at once", () => {
  it("keeps both changes: each takes the file's turn and reads what the other wrote", async () => {
    const file = path.join(dir, "mug.md");
    for (let run = 0; run < 10; run++) {
      writeFileSync(file, "---\ntitle: Mug\n---\n");
      const [first, second] = await Promise.all([rewriteFile(file, (text) => `${text}price: 36\n`), rewriteFile(`${dir}/./mug.md`, (text) => `${text}category: Tableware\n`)]);
      expect([first, second]).toEqual([true, true]);
      expect(readFileSync(file, "utf8")).toBe("---\ntitle: Mug\n---\nprice: 36\ncategory: Tableware\n");
    }
  });
});
