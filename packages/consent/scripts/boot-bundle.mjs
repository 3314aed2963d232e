import { build } from "esbuild";
import { fileURLToPath } from "node:url";

/**
 * Internal property names shortened in the boot bundles only. Never list a name that is
 * a DOM property (`search`, `map`…), a key of the embedded JSON config, or part of what
 * the boot publishes (`window.vitrineConsent.reading`: decision, consent, categories,
 * services, ccpaOptout, gpc, bypass, stores, stale, unsaved, rewrite, duplicate, hooks,
 * displayChecks, settingsHooks, held): the engine reads those from another bundle. The boot
 * tests run the built bundles and would catch such a mistake.
 */
const INTERNAL_PROPS = /^(slug|defaultEnabled|locked|hasChoice|showBar|suppressed|activateOnLoad|ccpaApplies|readings|raw|answeredElsewhere)$/;

/**
 * One boot bundle per set of enabled layers (docs/decisions/001-consent-engine.md): the
 * one entry built with its parts switched on or off, so a site pays only for what it runs.
 */
export const BOOT_BUNDLES = {
  layer1: { LAYER1: true, LAYER2: false, CONSENT_MODE: false },
  "layer1-consent-mode": { LAYER1: true, LAYER2: false, CONSENT_MODE: true },
  layer2: { LAYER1: false, LAYER2: true, CONSENT_MODE: false },
  "layer2-consent-mode": { LAYER1: false, LAYER2: true, CONSENT_MODE: true },
  both: { LAYER1: true, LAYER2: true, CONSENT_MODE: false },
  "both-consent-mode": { LAYER1: true, LAYER2: true, CONSENT_MODE: true },
};

/** The minified IIFE of one bundle, as text (shared by the build script and the freshness test). */
export async function buildBootSource(flags) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("../src/boot/entry.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    minify: true,
    mangleProps: INTERNAL_PROPS,
    target: "es2021",
    legalComments: "none",
    write: false,
    charset: "utf8",
    define: Object.fromEntries(Object.entries(flags).map(([name, on]) => [name, String(on)])),
  });
  // The bundle is an IIFE of strict TypeScript; the directive would only cost bytes.
  return result.outputFiles[0].text.trim().replace(/^"use strict";/, "");
}

/** Every boot bundle: name → source. */
export async function buildBootSources() {
  const sources = {};
  for (const [name, flags] of Object.entries(BOOT_BUNDLES)) sources[name] = await buildBootSource(flags);
  return sources;
}
