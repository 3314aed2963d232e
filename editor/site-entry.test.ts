import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
// The project's own config, less its type-aware rules: the import rule needs no types, and
// building the repository's program for them would cost this test most of its time.
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
  },
});

/** The messages of the editor's import rule for `code` as if it were the file at `file` (from the repository's root). */
async function importProblems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// ESLint loads the project's config and plugins on first use: seconds on a busy machine.
describe("the editor reaches the site through its entry modules only (eslint.config.js)", { timeout: 60_000 }, () => {
  it("refuses a path into the site's folders, its ~ alias, or a part of its package other than the entries", async () => {
    const deep = [
      ['import { Picture } from "../../site/app/blocks/picture";', "editor/client/canvas-frame.tsx"],
      ['import { siteData } from "../../../site/app/content/site-data.server";', "editor/server/content/resolve-draft.ts"],
      ['import siteConfig from "../site/site.config";', "editor/vite.config.ts"],
      ['import type { Kit } from "~/config/kit";', "editor/client/main.tsx"],
      ['import { kitSchema } from "@vitrine/site/app/config/kit";', "editor/server/content/kit-settings.ts"],
      ['export { Widget } from "../../../site/app/blocks/widget";', "editor/client/puck/canvas-blocks.tsx"],
    ];
    for (const [code, file] of deep) {
      expect(await importProblems(code!, file!), `${code} in ${file}`).toEqual([expect.stringContaining("only through @vitrine/site/editor")]);
    }
  });

  it("lets the entries through, and holds nowhere outside the editor", async () => {
    const entries = [
      ['import { Section } from "@vitrine/site/editor";', "editor/client/puck/canvas-blocks.tsx"],
      ['import { readContent } from "@vitrine/site/editor/server";', "editor/server/content/content-cache.ts"],
      ['import { siteDir } from "@vitrine/site/editor/vite";', "editor/vite.config.ts"],
      ['import { startDespiteBrokenSettings } from "@vitrine/site/editor/start";', "editor/server/content-root.ts"],
      ['import { kebabName } from "./website/names";', "editor/shared/names.ts"],
      ['import { Picture } from "../../site/app/blocks/picture";', "tests/e2e/editor/block-skeleton.ts"],
    ];
    for (const [code, file] of entries) expect(await importProblems(code!, file!), `${code} in ${file}`).toEqual([]);
  });
});
