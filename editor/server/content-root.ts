import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The content folder the editor works on, fixed before any of the site's modules load:
 * VITRINE_CONTENT_DIR relative to where `npm run edit` was typed, else site/content. npm
 * runs the editor from its own folder, where the site's own lookup would not find it;
 * made absolute here, the site's code, the canvas and Publish's build all read the same folder.
 */
const typedIn = process.env.INIT_CWD ?? process.cwd();
process.env.VITRINE_CONTENT_DIR = process.env.VITRINE_CONTENT_DIR
  ? path.resolve(typedIn, process.env.VITRINE_CONTENT_DIR)
  : fileURLToPath(new URL("../../site/content", import.meta.url));
