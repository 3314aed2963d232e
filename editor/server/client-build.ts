import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the studio's page is built (`vite build`), and all the studio serves of its own (docs/decisions/048-the-studio-serves-its-build.md). */
export const clientDir = fileURLToPath(new URL("../dist", import.meta.url));

const editorDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = path.join(editorDir, "..");
/** What the build is made from: the studio's page, what it shares with its server, and the site's code it draws with. */
const SOURCES = ["editor/client", "editor/shared", "editor/vite.config.ts", "site/app", "site/vite", "site/site.config.ts", "packages/consent/src", "packages/focus-trap/src", "package-lock.json"];
const STAMP = ".sources";

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** The sources' names, sizes and times: a new checkout or an edit makes another. */
function sourcesFingerprint(root = repoDir): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((source) => filesUnder(path.join(root, source))).sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** Whether the build in `dir` is there and made from the sources as they are now. */
export function isClientBuilt(dir = clientDir): boolean {
  const stamp = path.join(dir, STAMP);
  return existsSync(path.join(dir, "index.html")) && existsSync(stamp) && readFileSync(stamp, "utf8") === sourcesFingerprint();
}

/** Builds the studio's page into editor/dist (Vite, the studio's own config). */
export async function buildClient(): Promise<void> {
  const fingerprint = sourcesFingerprint();
  const { build } = await import("vite");
  // The config imports the site's TypeScript modules without extensions, as the site's own does.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  await build({ configFile: path.join(editorDir, "vite.config.ts"), logLevel: "warn" });
  writeFileSync(path.join(clientDir, STAMP), fingerprint);
}

/** Builds the studio's page unless the build there is the sources' own; says so when it builds. */
export async function ensureClientBuilt(log: (line: string) => void = console.log): Promise<void> {
  if (isClientBuilt()) return;
  log("Building the studio's page (once after each update)…");
  const started = Date.now();
  await buildClient();
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
