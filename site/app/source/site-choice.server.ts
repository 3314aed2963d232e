import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { firstEditionRoot } from "./editions.server";

/**
 * Which site the tools work on (docs/decisions/044-start-your-own-site.md): the demo's
 * `site/content`, or the owner's own site folder that `npm run new-site` made, named in
 * this file at the repository's root. The build, the studio and the content check all find
 * their content folder through `contentDir()`, which reads it.
 */
export const SITE_CHOICE_FILE = "vitrine-site.json";

/** A site folder holds `content/` and `public/` (its images in `public/media`, its favicon beside them). */
export const contentDirOf = (siteFolder: string): string => path.join(siteFolder, "content");

/** The public folder of the site a content folder (or one of its editions) belongs to: the build publishes it as the site's root. */
export const publicDirOf = (contentRoot: string): string => path.join(firstEditionRoot(contentRoot), "..", "public");

/** Where a content folder's images live (`public/media` beside it), for the build, the studio and uploads. */
export const mediaDirOf = (contentRoot: string): string => path.join(publicDirOf(contentRoot), "media");

/**
 * The owner's site folder the repository at `repoDir` is pointed at, absolute, or undefined
 * for the demo. Throws a plain message when the file is broken or names a folder that is gone,
 * rather than quietly building the demo in its place.
 */
export function chosenSiteFolder(repoDir: string): string | undefined {
  const file = path.join(repoDir, SITE_CHOICE_FILE);
  if (!existsSync(file)) return undefined;
  let folder: unknown;
  try {
    folder = (JSON.parse(readFileSync(file, "utf8")) as { folder?: unknown }).folder;
  } catch {
    folder = undefined;
  }
  if (typeof folder !== "string" || folder.trim() === "") {
    throw new Error(`${SITE_CHOICE_FILE}: expected {"folder": "my-site"}, the folder of your site; run npm run demo to work on the demo again`);
  }
  const absolute = path.resolve(repoDir, folder);
  if (!existsSync(path.join(contentDirOf(absolute), "settings", "site.yaml"))) {
    throw new Error(
      `${SITE_CHOICE_FILE} points at ${folder}, which has no content/settings/site.yaml: run npm run use-site -- <your site's folder>, or npm run demo to work on the demo`,
    );
  }
  return absolute;
}

/** Points the tools at `siteFolder` (kept relative to the repository when it is inside it). */
export function chooseSite(repoDir: string, siteFolder: string): void {
  const relative = path.relative(repoDir, path.resolve(siteFolder));
  const folder = relative.startsWith("..") || path.isAbsolute(relative) ? path.resolve(siteFolder) : relative.split(path.sep).join("/");
  writeFileSync(path.join(repoDir, SITE_CHOICE_FILE), `${JSON.stringify({ folder }, null, 2)}\n`);
}

/** Points the tools back at the demo; the owner's site folder is left as it is. */
export function chooseDemo(repoDir: string): void {
  rmSync(path.join(repoDir, SITE_CHOICE_FILE), { force: true });
}
