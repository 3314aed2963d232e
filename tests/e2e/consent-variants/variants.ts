import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2ePort, type PortUse } from "../ports";

/**
 * The consent variants of the demo site (one `{name}.config.ts` each). Every run that
 * includes a spec of this folder builds each once into site/build-variants/{name} and
 * serves it on E2E_PORT + 1, + 2, … (setup.ts).
 */
export const variantNames = [
  "scroll",
  "reload",
  "show-once",
  "ccpa",
  "ccpa-no-bar",
  "integration",
  "popup",
  "widget",
  "top-bar",
  "header-fix",
  "scripts",
  "listings",
  "layer2",
  "arabic",
] as const;
export type VariantName = (typeof variantNames)[number];

export const repoDir = fileURLToPath(new URL("../../..", import.meta.url));
/** The folder of the variants and of the specs that run against them. */
export const variantDir = path.join(repoDir, "tests", "e2e", "consent-variants");

export const variantPort = (name: VariantName) => e2ePort() + 1 + variantNames.indexOf(name);
export const variantPorts = (names: readonly VariantName[]): PortUse[] =>
  names.map((name) => ({ port: variantPort(name), what: `consent variant "${name}"`, variable: "E2E_PORT", base: e2ePort() }));
export const variantURL = (name: VariantName) => `http://localhost:${variantPort(name)}`;
export const variantConfigFile = (name: VariantName) => path.join(variantDir, `${name}.config.ts`);
export const variantOutDir = (name: VariantName) => path.join(repoDir, "site", "build-variants", name);
