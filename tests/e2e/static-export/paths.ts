import path from "node:path";
import { repoDir } from "../consent-variants/variants";
import { e2ePort, type PortUse } from "../ports";

/**
 * The static export the browser tests run against (setup.ts): built with `npm run
 * export-static` into its own folder, never the owner's site/build-static, and served on
 * E2E_PORT + 30 by a stand-in for a static host (static-host.mjs).
 */
export const staticExportDir = path.join(repoDir, "site", "build-static-e2e");
const OFFSET = 30;
export const staticExportPort = () => e2ePort() + OFFSET;
export const staticExportURL = () => `http://localhost:${staticExportPort()}`;
export const staticExportPortUse = (): PortUse => ({ port: staticExportPort(), what: "the static export's host", variable: "E2E_PORT", base: e2ePort() });
