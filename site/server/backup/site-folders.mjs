// @ts-check
/**
 * Where the owner's words and pictures are, for `npm run backup` and `npm run restore`:
 * the content folder the build and the studio read (site/app/source/content-dir.server.ts,
 * docs/decisions/044-start-your-own-site.md) and the images in `public/media` beside it.
 * The server's commands run without the site's TypeScript, hence this short copy of the lookup.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentDirFromEnv } from "../../app/source/typed-path.mjs";

const REPO_DIR = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * VITRINE_CONTENT_DIR (relative to where the command was typed: app/source/typed-path.mjs,
 * the build's own rule); else the owner's site that
 * `vitrine-site.json` names; else the demo's `site/content`.
 * @param {Record<string, string | undefined>} env
 */
export function siteFoldersFor(env) {
  let content = contentDirFromEnv(env);
  if (!content) {
    const choice = path.join(REPO_DIR, "vitrine-site.json");
    const folder = existsSync(choice) ? /** @type {{ folder?: unknown }} */ (JSON.parse(readFileSync(choice, "utf8"))).folder : undefined;
    content = typeof folder === "string" && folder.trim() ? path.join(path.resolve(REPO_DIR, folder), "content") : path.join(REPO_DIR, "site", "content");
  }
  const siteFolder = path.dirname(content);
  return { siteFolder, content, media: path.join(siteFolder, "public", "media") };
}
