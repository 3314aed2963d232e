/**
 * What the studio's server sets up before any other module of the site loads, published as
 * `@vitrine/site/editor/start`: it imports nothing that reads the content folder, so the
 * studio can name that folder first (editor/server/content-root.ts): which site it works on, and
 * how it reads a settings file broken by hand.
 */
export { startDespiteBrokenSettings } from "./config/owner-settings.server";
export { chosenSiteFolder, contentDirOf } from "./source/site-choice.server";
export { contentDirFromEnv, typedPath } from "./source/typed-path.mjs";
