/**
 * The bench's second build: the demo with consent layer 2 primary (its banner, preferences
 * and floating button showing, layer 1's bar silent), the browser tests' "layer2" consent
 * variant built whole (in French, its one language: a variant of the config builds no
 * second edition), so the bench measures the first load of a site whose
 * visitors see layer 2 (docs/behaviour/consent-layer-2.md).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { variantBuildEnv } from "../tests/e2e/consent-variants/build-variants.ts";

const repo = fileURLToPath(new URL("..", import.meta.url));

/**
 * Where it is built: inside the site's folder, because the build's server bundle must sit
 * under the site's package to load as an ES module. Git ignores it (site/build-*).
 */
export const layer2BuildDir = path.join(repo, "site", "build-variants", "bench-layer2");

/** What the report calls the layer-2-primary build's pages, and their types: "Layer 2 primary: Home", `layer2-home`. */
export const asLayer2Page = (pick) => ({ ...pick, type: `layer2-${pick.type}`, label: `Layer 2 primary: ${pick.label}` });

/** Builds it with the site's own build, its output on stderr (stdout carries only the report). */
export function buildLayer2(log) {
  log(`building the layer-2-primary site into ${path.relative(repo, layer2BuildDir)}`);
  const result = spawnSync("npm", ["run", "build"], { cwd: repo, stdio: ["ignore", 2, 2], env: { ...process.env, ...variantBuildEnv("layer2", layer2BuildDir) } });
  if (result.status !== 0) throw new Error(`the layer-2-primary build failed with exit code ${result.status}`);
}
