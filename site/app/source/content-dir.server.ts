import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import path from "node:path";
import { firstEditionRoot } from "./editions.server";
import { chosenSiteFolder, contentDirOf } from "./site-choice.server";
import { contentDirFromEnv } from "./typed-path.mjs";

/** A content folder some work is about for a while (the studio's check of a draft, on a copy). */
const readingFrom = new AsyncLocalStorage<string>();

/**
 * Runs `work` with `contentDir()` answering `root` in it and in everything it starts, however
 * asynchronous: `site.config.ts` evaluated for a draft reads the draft's settings files
 * (app/config/current-site-config.server.ts).
 */
export function withContentDir<T>(root: string, work: () => T): T {
  return readingFrom.run(root, work);
}

/**
 * Where the content lives: the folder `withContentDir` names for the work at hand; else
 * VITRINE_CONTENT_DIR, relative to where the command was typed (typed-path.mjs; tests point
 * it at a temporary copy); else the owner's own site that `vitrine-site.json` beside the site folder names
 * (`npm run new-site`, docs/decisions/044-start-your-own-site.md); otherwise the demo's
 * `content/` of the site folder. The site folder is found from the working directory, not
 * from this module's URL, because loaders run from a bundle written into the build folder.
 */
export function contentDir(): string {
  const reading = readingFrom.getStore();
  if (reading) return reading;
  const fromEnv = contentDirFromEnv();
  if (fromEnv) return fromEnv;
  // The site folder, the repository, or a folder beside the site's (a tool run from editor/ or bench/).
  const candidates = [path.resolve("content"), path.resolve("site", "content"), path.resolve("..", "site", "content")];
  const demo = candidates.find((dir) => existsSync(path.join(dir, "..", "site.config.ts"))) ?? candidates[0]!;
  return ownSiteContent(path.resolve(demo, "..", "..")) ?? demo;
}

/** The content folder of the owner's site the repository is pointed at, or undefined for the demo. */
export function ownSiteContent(repoDir: string): string | undefined {
  const folder = chosenSiteFolder(repoDir);
  return folder && contentDirOf(folder);
}

/** A content file's name as authors see it in messages: `content/products/vase.md`. */
export function displayName(file: string, root = contentDir()): string {
  // An edition's file is named from the site's content folder: content/editions/fr/pages/about.yaml.
  return ["content", ...path.relative(firstEditionRoot(root), file).split(path.sep)].join("/");
}
