import { spawnSync } from "node:child_process";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { isClientBuilt } from "../../../editor/server/client-build";
import { runsEditorProject } from "../consent-variants/setup";

const repo = path.resolve(import.meta.dirname, "..", "..", "..");

/**
 * Global setup: when the run includes the studio's project, its page is built once for
 * every spec (`npm test` builds it beside the site), so each studio a spec starts serves
 * that build at once (docs/decisions/048-the-studio-serves-its-build.md).
 */
export default function setup(config: FullConfig): void {
  if (!runsEditorProject(config.argv) || isClientBuilt()) return;
  console.log("Building the studio's page");
  const built = spawnSync("npm", ["run", "build", "-w", "editor", "--silent"], { cwd: repo, stdio: "inherit" });
  if (built.status !== 0) throw new Error("The studio's page did not build.");
}
