import path from "node:path";
import { repoDir } from "../consent-variants/variants";

/**
 * The static export the browser tests run against (setup.ts): built with `npm run
 * export-static` into its own folder, never the owner's site/build-static, and served on
 * E2E_PORT + 40 by a stand-in for a static host (static-host.mjs).
 */
export const staticExportDir = path.join(repoDir, "site", "build-static-e2e");
export const staticExportPort = Number(process.env.E2E_PORT ?? 3210) + 40;
export const staticExportURL = `http://localhost:${staticExportPort}`;
