import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = { "~": fileURLToPath(new URL("./site/app", import.meta.url)) };

/** Every test file under `dir` (from the root), leaving out installed packages and builds. */
function testFiles(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return /^(node_modules|\..*)$/.test(entry.name) || /^(site\/build(-[^/]*)?|editor\/dist)$/.test(file) ? [] : testFiles(file);
    return /\.test\.(tsx?|mjs)$/.test(entry.name) ? [file] : [];
  });
}

const files = ["tests/unit", "packages", "site", "editor", "bench"].flatMap(testFiles);

/**
 * Pure logic: the consent engine and the focus trap, the site's browser code (widgets, islands,
 * words, the theme's behaviours) and the studio's client. Its files share one module graph per
 * worker rather than load it again each (Vitest's isolation off): none of them reads the
 * environment or a content folder when it is imported, as the content, config, server and
 * build tests do, so they need a fresh one each.
 */
const isPure = (file: string) =>
  /^(packages\/[^/]+\/src|site\/app|editor\/client)\//.test(file) && !/^site\/app\/(content|config)\//.test(file) && !/\.server\.test\./.test(file);

export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one of two idle.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: "logic", include: files.filter(isPure), isolate: false } },
      // These start servers, processes and builds, and `npm test` runs them at a lower priority
      // beside the browsers (docs/testing.md): Vitest's 5 s is too short on a busy machine.
      { resolve: { alias }, test: { name: "files and servers", include: files.filter((file) => !isPure(file)), testTimeout: 20_000 } },
    ],
  },
});
