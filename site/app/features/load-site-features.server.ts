import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AnyFeatureDefinition } from "./define-feature";
import { siteFeatures } from "./site-features";
import { createFeatureRegistry, type FeatureRegistry } from "./feature-registry";

/**
 * One feature file's module. Plain Node cannot import TypeScript: that is where Vite runs its
 * bundled config (vite.config.ts reads site.config.ts, whose consent services come from the
 * features), so there the file is imported through tsx's loader, for this import alone.
 */
async function importFeature(file: string): Promise<{ default: AnyFeatureDefinition }> {
  const url = pathToFileURL(file).href;
  try {
    return (await import(/* @vite-ignore */ url)) as { default: AnyFeatureDefinition };
  } catch (error) {
    // Node before type stripping knows no .ts; Node with it cannot resolve the files' extensionless imports.
    if (!["ERR_UNKNOWN_FILE_EXTENSION", "ERR_MODULE_NOT_FOUND", "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX"].includes((error as { code?: string }).code ?? "")) throw error;
    const { tsImport } = await import("tsx/esm/api");
    return (await tsImport(url, import.meta.url)) as { default: AnyFeatureDefinition };
  }
}

/**
 * `path → definition` for every `<dir>/<name>/<name>.feature.ts`: the folders, read with
 * Node's own file system and imports (what import.meta.glob does under Vite).
 */
export async function scanFeatureFolders(dir: string): Promise<Record<string, AnyFeatureDefinition>> {
  const files: Record<string, AnyFeatureDefinition> = {};
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.name)) continue;
    const file = path.join(dir, entry.name, `${entry.name}.feature.ts`);
    if (!existsSync(file)) continue;
    files[file] = (await importFeature(file)).default;
  }
  return files;
}

let loaded: Promise<FeatureRegistry> | undefined;

/**
 * The site's feature registry wherever the build or the server reads it: under Vite from
 * import.meta.glob, under plain Node (`tsx scripts/build.ts`) by scanning the folders
 * beside this file. A feature file imports no stylesheet and no server code, so the scan
 * needs no loader hooks beyond TypeScript's (importFeature).
 */
export function loadSiteFeatures(): Promise<FeatureRegistry> {
  loaded ??= siteFeatures ? Promise.resolve(siteFeatures) : (async () => createFeatureRegistry(await scanFeatureFolders(fileURLToPath(new URL(".", import.meta.url)))))();
  return loaded;
}
