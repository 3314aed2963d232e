import { build } from "esbuild";
import { fileURLToPath } from "node:url";

/**
 * Internal property names shortened in the boot bundles only. Never list a name that is
 * a DOM property (`search`, `map`…), a key of the embedded JSON config, or part of what
 * the boot publishes (`window.vitrineConsent.reading`: decision, consent, categories,
 * services, ccpaOptout, bypass, stores, stale, unsaved): the engine reads those from
 * another bundle. The boot tests run the built bundles and would catch such a mistake.
 */
const INTERNAL_PROPS = /^(slug|defaultEnabled|locked|hasChoice|showBar|suppressed|activateOnLoad|ccpaApplies)$/;

/** One boot bundle per set of enabled layers: name → entry. Layer 2 and Consent Mode add theirs here. */
export const BOOT_ENTRIES = { layer1: "../src/boot/entry-layer1.ts" };

/** The minified IIFE of one entry, as text (shared by the build script and the freshness test). */
export async function buildBootSource(entry) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    format: "iife",
    minify: true,
    mangleProps: INTERNAL_PROPS,
    target: "es2021",
    legalComments: "none",
    write: false,
    charset: "utf8",
  });
  // The bundle is an IIFE of strict TypeScript; the directive would only cost bytes.
  return result.outputFiles[0].text.trim().replace(/^"use strict";/, "");
}

/** Every boot bundle: name → source. */
export async function buildBootSources() {
  const sources = {};
  for (const [name, entry] of Object.entries(BOOT_ENTRIES)) sources[name] = await buildBootSource(entry);
  return sources;
}
