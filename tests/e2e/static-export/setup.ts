import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FullConfig } from "@playwright/test";
import { portIsFree } from "../consent-variants/setup";
import { repoDir } from "../consent-variants/variants";
import { runsSpecIn } from "../runs-spec";
import { staticExportDir, staticExportPort, staticExportURL } from "./paths";

/**
 * Global setup: when the run includes a spec of this folder, build the static export
 * once (`npm run export-static` into staticExportDir; E2E_REUSE_VARIANTS=1 serves an
 * earlier one) and serve it with the static host stand-in; the returned function stops it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export default async function setup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (!runsSpecIn(config.argv, here)) return;
  if (process.env.E2E_REUSE_VARIANTS !== "1") {
    const started = Date.now();
    await run(["npm", "run", "export-static", "--silent"], { VITRINE_OUT_DIR: staticExportDir });
    console.log(`Static export built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const client = path.join(staticExportDir, "client");
  if (!existsSync(path.join(client, "404.html"))) throw new Error(`No static export in ${staticExportDir}; run without E2E_REUSE_VARIANTS.`);
  if (!(await portIsFree(staticExportPort))) throw new Error(`Port ${staticExportPort} (the static export) is in use: stop what holds it, or choose another E2E_PORT.`);
  const host = spawn(process.execPath, [path.join(here, "static-host.mjs"), client, String(staticExportPort)], { stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 15_000;
  while (!(await fetch(`${staticExportURL}/`).then((r) => r.ok, () => false))) {
    if (host.exitCode !== null || Date.now() > deadline) {
      host.kill();
      throw new Error(`The static host stand-in did not answer on ${staticExportURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return () => stop(host);
}

function run(command: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(command[0]!, command.slice(1), { cwd: repoDir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(" ")} failed (exit ${code}):\n${output}`))));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}
