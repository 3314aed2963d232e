import { build } from "esbuild";
import { fileURLToPath } from "node:url";

/**
 * The page's own code for the boot tests, which run the real boot script in jsdom: `contents`
 * (a module importing from the package's `src/`) bundled as one script, the way the site's
 * build would ship it.
 */
export async function bundleForPage(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL("..", import.meta.url)), loader: "ts" },
    bundle: true,
    format: "iife",
    write: false,
  });
  return result.outputFiles[0]!.text;
}
