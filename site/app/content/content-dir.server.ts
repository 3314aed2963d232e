import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Where the content lives. VITRINE_CONTENT_DIR wins (tests point it at a temporary
 * copy); otherwise `content/` of the site folder. The site folder is found from the
 * working directory, not from this module's URL, because loaders run from a bundle
 * written into the build folder.
 */
export function contentDir(): string {
  const fromEnv = process.env.VITRINE_CONTENT_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  // The site folder, the repository, or a folder beside the site's (a tool run from editor/ or bench/).
  const candidates = [path.resolve("content"), path.resolve("site", "content"), path.resolve("..", "site", "content")];
  return candidates.find((dir) => existsSync(path.join(dir, "..", "site.config.ts"))) ?? candidates[0]!;
}

/** A content file's name as authors see it in messages: `content/products/vase.md`. */
export function displayName(file: string, root = contentDir()): string {
  return ["content", ...path.relative(root, file).split(path.sep)].join("/");
}
