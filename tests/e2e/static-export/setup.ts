import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FullConfig } from "@playwright/test";
import { runsSpecIn, runsVisitorProjects } from "../consent-variants/setup";
import { checkPorts } from "../ports";
import { buildStaticExport } from "./build-static-export";
import { staticExportDir, staticExportPort, staticExportPortUse, staticExportURL } from "./paths";

/**
 * Global setup: when the run includes a spec of this folder, check its port, build the
 * static export (E2E_REUSE_VARIANTS=1 serves an earlier one, as `npm test` does after
 * building it beside the checks) and serve it with the static host stand-in; the
 * returned function stops it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const specs = [path.join(here, "static-export.spec.ts").split(path.sep).join("/")];

export default async function setup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (!runsVisitorProjects(config.argv) || !runsSpecIn(config.argv, specs)) return;
  await checkPorts([staticExportPortUse()]);
  if (process.env.E2E_REUSE_VARIANTS === "1") console.log("Static export: serving the build of an earlier run (E2E_REUSE_VARIANTS=1)");
  else await buildStaticExport();
  const client = path.join(staticExportDir, "client");
  if (!existsSync(path.join(client, "404.html"))) throw new Error(`No static export in ${staticExportDir}; run without E2E_REUSE_VARIANTS.`);
  const host = spawn(process.execPath, [path.join(here, "static-host.mjs"), client, String(staticExportPort())], { stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 15_000;
  while (!(await fetch(`${staticExportURL()}/`).then((r) => r.ok, () => false))) {
    if (host.exitCode !== null || Date.now() > deadline) {
      host.kill();
      throw new Error(`The static host stand-in did not answer on ${staticExportURL()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return () => stop(host);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}
