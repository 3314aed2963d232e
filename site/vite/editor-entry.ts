import { fileURLToPath } from "node:url";
import { customMedia } from "../app/config/breakpoints";
import siteConfig from "../site.config";
import { toModuleSource } from "../vite.config";
import { customMediaPlugin } from "./custom-media";

/**
 * What the page builder's Vite config (editor/vite.config.ts) uses of the site, published
 * as `@vitrine/site/editor/vite` (docs/decisions/025-page-builder.md): the editor's page
 * draws the site's widgets, so it shares the site's folder (its `~` alias, its
 * stylesheets), its resolved config and its named media queries.
 */

/** The site's folder, ending in a slash. */
export const siteDir = fileURLToPath(new URL("../", import.meta.url));

/** The site's config file, which the editor's page gets as the checked object (not the Node code that reads it). */
export const siteConfigFile = `${siteDir}site.config.ts`;

/** The site's config, checked, as the source of the module the editor's page imports in its place. */
export function siteConfigModule(): string {
  return `export default ${toModuleSource(siteConfig)};`;
}

/** The site's named media queries (`--tablet-up` …) at its breakpoints, as a PostCSS plugin. */
export function siteCustomMedia() {
  return customMediaPlugin({ media: customMedia(siteConfig.breakpoints) });
}
