/**
 * What the studio's server sets up before any other module of the site loads, published as
 * `@vitrine/site/editor/start`: it imports nothing that reads the content folder, so the
 * studio can name that folder first (editor/server/content-root.ts).
 */
export { startDespiteBrokenSettings } from "./config/owner-settings.server";
