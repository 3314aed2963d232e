import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkSiteOptions, type SiteOptions } from "./site-options";
import { starterFiles } from "./starter-files";

/** The site's own favicon files, copied so the owner can replace them with theirs. */
const FAVICONS = ["favicon.ico", "favicon.svg"];

export type CreateSiteResult = { ok: true; dir: string; files: string[] } | { ok: false; problems: string[] };

/**
 * Makes a new site in `dir` (docs/decisions/044-start-your-own-site.md): `content/` with its
 * settings and four pages to fill, `public/` with the favicon and an empty `media/` for the
 * owner's images. Writes nothing when an answer is wrong or when `dir` already holds files,
 * so nothing is ever written over; says what to do instead.
 */
export function createSite(dir: string, options: SiteOptions, sitePublicDir: string): CreateSiteResult {
  const target = path.resolve(dir);
  const { answers, problems } = checkSiteOptions(options);
  if (existsSync(target) && !statSync(target).isDirectory()) {
    problems.push(`Folder: ${target} is a file, not a folder; choose another folder with --dir.`);
  } else if (existsSync(target) && readdirSync(target).length > 0) {
    problems.push(`Folder: ${target} already has files in it, and nothing is written over them. Choose a new or empty folder with --dir, or move that one aside first.`);
  }
  if (!answers || problems.length > 0) return { ok: false, problems };

  const files = starterFiles(answers);
  for (const [relative, text] of files) {
    const file = path.join(target, ...relative.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: "wx" });
  }
  mkdirSync(path.join(target, "public", "media"), { recursive: true });
  const written = [...files.keys()];
  for (const icon of FAVICONS) {
    const from = path.join(sitePublicDir, icon);
    if (!existsSync(from)) continue;
    copyFileSync(from, path.join(target, "public", icon));
    written.push(`public/${icon}`);
  }
  return { ok: true, dir: target, files: written };
}
