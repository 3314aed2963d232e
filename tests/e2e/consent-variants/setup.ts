import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { checkPorts, editorPorts } from "../ports";
import { TEST_LIMITS } from "../site-server";
import { buildVariants, chosenVariants } from "./build-variants";
import { repoDir, variantDir, variantOutDir, variantPort, variantPorts, type VariantName } from "./variants";

/**
 * Global setup. First, before anything slow, every port the run will listen on beyond
 * the site's own (Playwright's webServer): a port in use fails the run at once, naming
 * it and the variable that moves it (../ports.ts). Then, when the run includes a spec of
 * tests/e2e/consent-variants/, it builds every consent variant once (build-variants.ts,
 * a line per variant) and serves each with the site's own server; the returned function
 * stops the servers at the end of the run. E2E_REUSE_VARIANTS=1 serves the builds of an
 * earlier run (as `npm test` does, having built them beside the type check: tests/run-all.ts);
 * E2E_VARIANTS=name,… only those variants.
 */
export default async function setup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  const variants = runsVisitorProjects(config.argv) && runsSpecIn(config.argv, variantSpecs());
  const names = variants ? chosenVariants(process.env.E2E_VARIANTS) : [];
  const editor = runsProject(config.argv, "editor") && runsSpecIn(config.argv, [editorSpec]);
  await checkPorts([...variantPorts(names), ...(editor ? editorPorts() : [])]);
  if (!variants) return;
  if (process.env.E2E_REUSE_VARIANTS === "1") console.log("Consent variants: serving the builds of an earlier run (E2E_REUSE_VARIANTS=1)");
  else await buildVariants(names);
  const servers: ChildProcess[] = [];
  const stopAll = async () => void (await Promise.all(servers.map(stop)));
  try {
    for (const name of names) servers.push(await serve(name));
  } catch (error) {
    await stopAll();
    throw error;
  }
  const [first, last] = [variantPort(names[0]!), variantPort(names.at(-1)!)];
  console.log(`Consent variants served on ${first === last ? `port ${first}` : `ports ${first}–${last}`}`);
  return stopAll;
}

const editorSpec = path.join(repoDir, "tests", "e2e", "editor.spec.ts").split(path.sep).join("/");

const variantSpecs = () =>
  readdirSync(variantDir)
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => path.join(variantDir, file).split(path.sep).join("/"));

/** Playwright's own reading of the command line: after `test`, the file filters. */
function commandLine(argv: readonly string[]): { filters: string[]; projects: string[] } {
  const withValue = new Set(["-c", "--config", "-g", "--grep", "-gv", "--grep-invert", "-j", "--workers", "--project", "--reporter", "--retries", "--timeout", "--global-timeout", "--max-failures", "--output", "--repeat-each", "--shard", "--trace", "--tsconfig"]);
  const start = argv.indexOf("test");
  const args = start < 0 ? [] : argv.slice(start + 1);
  const filters: string[] = [];
  const projects: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") break;
    if (arg.startsWith("--project=")) projects.push(arg.slice("--project=".length));
    else if (arg === "--project") projects.push(args[i + 1] ?? "");
    if (arg.startsWith("-")) {
      if (withValue.has(arg)) i++;
      continue;
    }
    filters.push(arg.replace(/:\d+(:\d+)?$/, ""));
  }
  return { filters, projects };
}

/** No file filter, or one matching one of `specs` (as a substring or a regular expression, as Playwright reads it). */
export function runsSpecIn(argv: readonly string[], specs: readonly string[]): boolean {
  const { filters } = commandLine(argv);
  return filters.length === 0 || filters.some((f) => specs.some((spec) => spec.includes(f) || safeRegExp(f)?.test(spec)));
}

/** Whether the run includes a project of the site's visitors (the studio's tests need no variant and no static export). */
export const runsVisitorProjects = (argv: readonly string[]) => runsProject(argv, "mobile") || runsProject(argv, "desktop");

/** Whether the run includes the studio's project. */
export const runsEditorProject = (argv: readonly string[]) => runsProject(argv, "editor");

/** Whether the run includes the project `name`: no `--project`, or one naming it. */
function runsProject(argv: readonly string[], name: string): boolean {
  const { projects } = commandLine(argv);
  return projects.length === 0 || projects.some((p) => p === name || safeRegExp(`^${p.replace(/\*/g, ".*")}$`)?.test(name));
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** Starts the site's own server on the variant's build; resolves when it says it listens. */
async function serve(name: VariantName): Promise<ChildProcess> {
  const port = variantPort(name);
  if (!existsSync(path.join(variantOutDir(name), "client", "index.html"))) {
    throw new Error(`Consent variant "${name}" has no build in ${variantOutDir(name)}; run without E2E_REUSE_VARIANTS.`);
  }
  const child = spawn(process.execPath, [path.join(repoDir, "site", "server", "serve.mjs")], {
    cwd: repoDir,
    env: { ...process.env, ...TEST_LIMITS, PORT: String(port), VITRINE_OUT_DIR: variantOutDir(name) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let said = "";
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The server of consent variant "${name}" did not start on port ${port} within 15 s`));
    }, 15_000);
    child.stdout!.on("data", (chunk) => {
      said += chunk;
      if (!said.includes("is serving on")) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners("data").resume();
      resolve(child);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server of consent variant "${name}" exited with code ${code}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}
