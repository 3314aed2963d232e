import path from "node:path";
import { fileURLToPath } from "node:url";
import { chosenSiteFolder, contentDirOf, contentDirFromEnv, startDespiteBrokenSettings } from "@vitrine/site/editor/start";

/**
 * The content folder the editor works on, fixed before any of the site's modules load:
 * VITRINE_CONTENT_DIR relative to where `npm run edit` was typed (the site's one rule,
 * site/app/source/typed-path.mjs); else the owner's own site
 * that `vitrine-site.json` at the repository's root names (`npm run new-site`,
 * docs/decisions/044-start-your-own-site.md); else the demo's site/content. npm
 * runs the editor from its own folder, where the site's own lookup would not find it;
 * made absolute here, the site's code, the canvas and Publish's build all read the same folder.
 */
const repoDir = fileURLToPath(new URL("../..", import.meta.url));
const given = contentDirFromEnv();
const own = given ? undefined : chosenSiteFolder(repoDir);
process.env.VITRINE_CONTENT_DIR = given ?? (own ? contentDirOf(own) : path.join(repoDir, "site", "content"));

/**
 * A settings file broken by hand must not keep the owner out of the studio, where it is
 * fixed: the studio starts with that file's defaults and says which file and line to fix;
 * the content check lists the file's problems and a publish is refused until then.
 */
const told = new Set<string>();
startDespiteBrokenSettings((problems) => {
  const said = problems.join("\n");
  if (told.has(said)) return;
  told.add(said);
  console.warn(`The studio opens with this settings file's defaults until it is fixed (a publish is refused until then):\n${said}`);
});
