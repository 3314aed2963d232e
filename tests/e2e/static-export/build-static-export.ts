import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { BACKGROUND_NICE, type BuildVariantsOptions } from "../consent-variants/build-variants";
import { repoDir } from "../consent-variants/variants";
import { staticExportDir } from "./paths";

/**
 * Builds the static export for the browser tests (`npm run export-static` into
 * staticExportDir), saying when it starts and ends; `npm test` runs it beside the checks
 * (tests/run-all.ts), a run of its spec alone from the global setup.
 */
export async function buildStaticExport(options: Partial<BuildVariantsOptions> = {}): Promise<void> {
  const { log = (line: string) => console.log(line), background = false, signal } = options;
  const started = Date.now();
  log("Static export: building into site/build-static-e2e/");
  const child = spawn("npm", ["run", "export-static", "--silent"], { cwd: repoDir, signal, env: { ...process.env, VITRINE_OUT_DIR: staticExportDir }, stdio: ["ignore", "pipe", "pipe"] });
  if (background && child.pid) setPriority(child.pid, BACKGROUND_NICE);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Building the static export failed (exit ${code}):\n${output}`))));
  });
  log(`Static export built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
