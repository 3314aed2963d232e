/**
 * `npm run demo` (no argument) points the build, the server and the studio back at the demo;
 * `npm run use-site -- my-site` at the owner's own site in that folder
 * (docs/decisions/044-start-your-own-site.md). Neither moves nor deletes any file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chooseDemo, chooseSite, chosenSiteFolder, contentDirOf } from "../../app/source/site-choice.server";
import { typedPath } from "../../app/source/typed-path.mjs";

const repoDir = fileURLToPath(new URL("../../..", import.meta.url));
// Where the command was typed: folders given are relative to it (app/source/typed-path.mjs).
const typedIn = typedPath(".");
const folder = process.argv[2];
const shown = (absolute: string) => (path.relative(typedIn, absolute).startsWith("..") ? absolute : path.relative(typedIn, absolute) || ".");

if (!folder) {
  let own: string | undefined;
  try {
    own = chosenSiteFolder(repoDir);
  } catch {
    // A pointer to a folder that is gone: the demo it is.
  }
  chooseDemo(repoDir);
  console.log("The tools work on the demo again: npm start builds and serves it, npm run edit opens the studio on it.");
  if (own) console.log(`Your own site is still in ${shown(own)}/; npm run use-site -- ${shown(own)} comes back to it.`);
} else {
  const target = path.resolve(typedIn, folder);
  if (!existsSync(path.join(contentDirOf(target), "settings", "site.yaml"))) {
    console.error(`${shown(target)} has no content/settings/site.yaml, so it is not a site's folder (npm run new-site makes one). Nothing was changed.`);
    process.exit(1);
  }
  chooseSite(repoDir, target);
  console.log(`The tools work on the site in ${shown(target)}/: npm start builds and serves it, npm run edit opens the studio on it; npm run demo goes back to the demo.`);
}
