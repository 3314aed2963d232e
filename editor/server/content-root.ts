import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The content folder the editor works on, fixed before any of the site's modules load:
 * VITRINE_CONTENT_DIR relative to where `npm run edit` was typed; else the owner's own site
 * that `vitrine-site.json` at the repository's root names (`npm run new-site`,
 * docs/decisions/044-start-your-own-site.md); else the demo's site/content. npm
 * runs the editor from its own folder, where the site's own lookup would not find it;
 * made absolute here, the site's code, the canvas and Publish's build all read the same folder.
 */
const typedIn = process.env.INIT_CWD ?? process.cwd();
const repoDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The folder the file names, as the site's `chosenSiteFolder` (site/app/content/site-choice.server.ts)
 * reads it; the editor may not import the site's modules yet. A broken file is left to the
 * site's own lookup, which says what is wrong with it.
 */
function ownSiteContent(): string | undefined {
  const file = path.join(repoDir, "vitrine-site.json");
  if (!existsSync(file)) return undefined;
  try {
    const { folder } = JSON.parse(readFileSync(file, "utf8")) as { folder?: unknown };
    return typeof folder === "string" && folder.trim() ? path.resolve(repoDir, folder, "content") : undefined;
  } catch {
    return undefined;
  }
}

const chosen = process.env.VITRINE_CONTENT_DIR ? path.resolve(typedIn, process.env.VITRINE_CONTENT_DIR) : ownSiteContent();
if (chosen) process.env.VITRINE_CONTENT_DIR = chosen;
else if (!existsSync(path.join(repoDir, "vitrine-site.json"))) process.env.VITRINE_CONTENT_DIR = path.join(repoDir, "site", "content");
