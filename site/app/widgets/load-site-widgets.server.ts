import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { register } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AnyWidgetDefinition } from "./define-widget";
import { siteWidgets } from "./site-widgets";
import { createWidgetRegistry, type WidgetRegistry } from "./widget-registry";

/**
 * `path → definition` for every `<dir>/<type>/<type>.widget.tsx`: the folders, read
 * with Node's own file system and imports (what import.meta.glob does under Vite).
 */
export async function scanWidgetFolders(dir: string): Promise<Record<string, AnyWidgetDefinition>> {
  const files: Record<string, AnyWidgetDefinition> = {};
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.name)) continue;
    const file = path.join(dir, entry.name, `${entry.name}.widget.tsx`);
    if (!existsSync(file)) continue;
    files[file] = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: AnyWidgetDefinition }).default;
  }
  return files;
}

// Under Node a widget's component may import its stylesheet (gallery-grid.css): the
// content check has no use for styles, so they load as empty modules.
const IGNORE_STYLESHEETS = `data:text/javascript,${encodeURIComponent(
  'export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }',
)}`;

/** `path → definition` for every `<dir>/<name>/<type>.widget.tsx`: the widgets in the features' folders. */
export async function scanFeatureWidgets(dir: string): Promise<Record<string, AnyWidgetDefinition>> {
  const files: Record<string, AnyWidgetDefinition> = {};
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.name)) continue;
    for (const name of (await readdir(path.join(dir, entry.name))).filter((n) => n.endsWith(".widget.tsx")).sort()) {
      const file = path.join(dir, entry.name, name);
      files[file] = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: AnyWidgetDefinition }).default;
    }
  }
  return files;
}

let loaded: Promise<WidgetRegistry> | undefined;

/**
 * The site's widget registry wherever the content is read: under Vite (pre-render, dev,
 * the router's config, tests) from import.meta.glob; under plain Node with tsx
 * (`npm run build` checks the content before Vite starts) by scanning the folders
 * beside this file. (A static import: the router's config calls into this after its
 * module loader has closed, so nothing may be imported late.)
 */
export function loadSiteWidgets(): Promise<WidgetRegistry> {
  loaded ??= siteWidgets
    ? Promise.resolve(siteWidgets)
    : (async () => {
        register(IGNORE_STYLESHEETS);
        return createWidgetRegistry({
          ...(await scanWidgetFolders(fileURLToPath(new URL(".", import.meta.url)))),
          ...(await scanFeatureWidgets(fileURLToPath(new URL("../features", import.meta.url)))),
        });
      })();
  return loaded;
}
