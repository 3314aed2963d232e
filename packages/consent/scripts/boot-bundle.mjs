import { build } from "esbuild";
import { fileURLToPath } from "node:url";

/**
 * Internal property names shortened in the boot bundle only (the budget is 3 KB gzip).
 * Never list a name that is a DOM property, a key of the embedded JSON config, or part
 * of a public object (event details, `window.vitrineConsent`): the boot tests run the
 * built bundle and would catch such a mistake.
 */
const INTERNAL_PROPS =
  /^(slug|load|save|read|write|consent|unsaved|hasChoice|preference|showBar|suppressed|activateOnLoad|ccpaApplies|barOpen|region|defaultEnabled|locked|cookies|services|decision|status|store|jar|mayRun|answer|summary|forget|readAll|erase|days|domain|secure|version|bypass)$/;

/** The minified IIFE of src/boot-entry.ts, as text (shared by the build script and the freshness test). */
export async function buildBootSource() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("../src/boot-entry.ts", import.meta.url))],
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
