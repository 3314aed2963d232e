import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The consent variants of the demo site (one `{name}.config.ts` each). Every run that
 * includes consent-variants.spec.ts builds each once into site/build-variants/{name}
 * and serves it on E2E_PORT + 1, + 2, … (setup.ts).
 */
export const variantNames = ["scroll", "reload", "show-once", "ccpa", "ccpa-no-bar", "integration"] as const;
export type VariantName = (typeof variantNames)[number];

export const repoDir = fileURLToPath(new URL("../../..", import.meta.url));
export const variantSpec = path.join(repoDir, "tests", "e2e", "consent-variants.spec.ts");

const mainPort = Number(process.env.E2E_PORT ?? 3210);

export const variantPort = (name: VariantName) => mainPort + 1 + variantNames.indexOf(name);
export const variantURL = (name: VariantName) => `http://localhost:${variantPort(name)}`;
export const variantConfigFile = (name: VariantName) => path.join(repoDir, "tests", "e2e", "consent-variants", `${name}.config.ts`);
export const variantOutDir = (name: VariantName) => path.join(repoDir, "site", "build-variants", name);
