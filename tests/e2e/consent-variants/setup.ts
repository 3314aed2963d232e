import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { runsSpecIn } from "../runs-spec";
import {
  repoDir,
  variantConfigFile,
  variantNames,
  variantOutDir,
  variantDir,
  variantPort,
  variantURL,
  type VariantName,
} from "./variants";

/**
 * Global setup: when the run includes a spec of tests/e2e/consent-variants/, build every consent
 * variant once (VITRINE_SITE_CONFIG + VITRINE_OUT_DIR, see README "Tests") and serve
 * each with the site's own server; the returned function stops the servers at the end
 * of the run. E2E_REUSE_VARIANTS=1 serves the builds of an earlier run; E2E_VARIANTS=name,…
 * only those variants.
 */
export default async function setup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (!runsVariantSpec(config.argv)) return;
  const names = chosenVariants(process.env.E2E_VARIANTS);
  if (process.env.E2E_REUSE_VARIANTS !== "1") {
    const started = Date.now();
    // Two at a time: the machine may have only two cores.
    for (let i = 0; i < names.length; i += 2) await Promise.all(names.slice(i, i + 2).map(build));
    console.log(`Consent variants built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const servers: ChildProcess[] = [];
  const stopAll = async () => void (await Promise.all(servers.map(stop)));
  try {
    for (const name of names) servers.push(await serve(name));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** E2E_VARIANTS=a,b builds and serves only those (a run of one spec needs only its own); unset: every variant. */
function chosenVariants(list: string | undefined): readonly VariantName[] {
  if (!list) return variantNames;
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(variantNames as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`E2E_VARIANTS names no consent variant: ${unknown.join(", ")} (known: ${variantNames.join(", ")})`);
  return names as VariantName[];
}

/** Playwright's own reading of the command line: no file filter, or one matching a spec of the variants' folder. */
export const runsVariantSpec = (argv: readonly string[]) => runsSpecIn(argv, variantDir);

function build(name: VariantName): Promise<void> {
  const child = spawn("npm", ["run", "build", "--silent"], {
    cwd: repoDir,
    env: { ...process.env, VITRINE_SITE_CONFIG: variantConfigFile(name), VITRINE_OUT_DIR: variantOutDir(name) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Building consent variant "${name}" failed (exit ${code}):\n${output}`)),
    );
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function serve(name: VariantName): Promise<ChildProcess> {
  const port = variantPort(name);
  if (!existsSync(path.join(variantOutDir(name), "client", "index.html"))) {
    throw new Error(`Consent variant "${name}" has no build in ${variantOutDir(name)}; run without E2E_REUSE_VARIANTS.`);
  }
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} (consent variant "${name}") is in use: stop what holds it, or choose another E2E_PORT.`);
  }
  const child = spawn(process.execPath, [path.join(repoDir, "site", "server", "serve.mjs")], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), VITRINE_OUT_DIR: variantOutDir(name) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server of consent variant "${name}" exited with code ${child.exitCode}`);
    const up = await fetch(`${variantURL(name)}/`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill();
  throw new Error(`The server of consent variant "${name}" did not answer on ${variantURL(name)}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}
