import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { pathToFileURL } from "node:url";
import { repoDir, variantConfigFile, variantNames, variantOutDir, type VariantName } from "./variants";

export type BuildVariantsOptions = {
  /** Where progress lines go. @default console.log */
  log: (line: string) => void;
  /** Builds at once: the machine may have only two cores. @default 2 */
  parallel: number;
  /**
   * A somewhat lower priority (nice 5), so the checks running beside the builds keep
   * their pace; not so low that other work on a busy machine starves the builds. @default false
   */
  background: boolean;
  /** Stops the builds. @default none */
  signal: AbortSignal | undefined;
};

/** The priority of builds beside other work (`background`). */
export const BACKGROUND_NICE = 5;

const defaultOptions: BuildVariantsOptions = { log: (line) => console.log(line), parallel: 2, background: false, signal: undefined };

/** E2E_VARIANTS=a,b builds and serves only those (a run of one spec needs only its own); unset: every variant. */
export function chosenVariants(list: string | undefined): readonly VariantName[] {
  if (!list) return variantNames;
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(variantNames as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`E2E_VARIANTS names no consent variant: ${unknown.join(", ")} (known: ${variantNames.join(", ")})`);
  return names as VariantName[];
}

/**
 * Builds each consent variant with the site's own build (VITRINE_SITE_CONFIG +
 * VITRINE_OUT_DIR, docs/testing.md#the-browser-tests-harness), only the pages its specs visit (VITRINE_BUILD_PAGES),
 * a line as each ends.
 */
export async function buildVariants(names: readonly VariantName[], options: Partial<BuildVariantsOptions> = {}): Promise<void> {
  const { log, parallel, background, signal } = { ...defaultOptions, ...options };
  const started = Date.now();
  log(`Consent variants: building ${names.length} into site/build-variants/, ${parallel} at a time`);
  let done = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const began = Date.now();
      await build(name, background, signal);
      done++;
      log(`  ${name} built in ${seconds(began)} (${done} of ${names.length})`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, names.length) }, worker));
  log(`Consent variants built in ${seconds(started)}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The addresses a variant's specs visit, which its config module names (`export const pages`). */
async function pagesOf(name: VariantName): Promise<string[]> {
  const { pages } = (await import(pathToFileURL(variantConfigFile(name)).href)) as { pages?: unknown };
  if (!Array.isArray(pages) || pages.length === 0 || !pages.every((page) => typeof page === "string" && page.startsWith("/"))) {
    throw new Error(`${variantConfigFile(name)}: export const pages = ["/", …]: the addresses its specs visit, the only pages its build renders`);
  }
  return pages as string[];
}

/**
 * What the site's build is given to build a variant into `outDir`: its config, and with
 * `pages`, only those pages (a partial build: no second language). The bench builds the
 * layer-2 variant whole this way (bench/layer2-build.mjs).
 */
export function variantBuildEnv(name: VariantName, outDir: string, pages?: readonly string[]): Record<string, string> {
  return { VITRINE_SITE_CONFIG: variantConfigFile(name), VITRINE_OUT_DIR: outDir, ...(pages ? { VITRINE_BUILD_PAGES: pages.join(",") } : {}) };
}

/** A partial build (VITRINE_BUILD_PAGES, site/scripts/build.ts): only the pages the variant's specs visit. */
async function build(name: VariantName, background: boolean, signal: AbortSignal | undefined): Promise<void> {
  const pages = await pagesOf(name);
  const child = spawn("npm", ["run", "build", "--silent"], {
    cwd: repoDir,
    signal,
    env: { ...process.env, ...variantBuildEnv(name, variantOutDir(name), pages) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The priority passes to the processes the build starts.
  if (background && child.pid) setPriority(child.pid, BACKGROUND_NICE);
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
