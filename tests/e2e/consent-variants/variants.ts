import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2ePort, type PortUse } from "../ports";

/**
 * The consent variants of the demo site (one `{name}.config.ts` each): settings whose
 * layout, wiring or words only a real page shows. Every run that includes a spec of this
 * folder builds each once into site/build-variants/{name}, only the pages its specs visit
 * (its `pages`), and serves it on E2E_PORT + 1, + 2, … (setup.ts). What a setting decides
 * is tested beside the engine (packages/consent's unit tests), not on a variant.
 */
export const variantNames = ["scroll", "popup", "widget", "top-bar", "header-fix", "scripts", "layer2", "arabic"] as const;
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
