/**
 * Production build: validate every content file first, then pre-render into a staging
 * folder and swap it in only when everything succeeded, so a broken content file never
 * replaces the last good build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateContent } from "../app/content/validate.server";

const siteDir = fileURLToPath(new URL("..", import.meta.url));
const live = `${siteDir}build`;
// Per-process names so two builds started at once never write into the same folder.
const staging = `${siteDir}build-next-${process.pid}`;
const previous = `${siteDir}build-prev-${process.pid}`;

function fail(message: string): never {
  rmSync(staging, { recursive: true, force: true });
  console.error(`\nBuild failed; the previous build was left in place.\n${message}`);
  process.exit(1);
}

// Validation and the pre-render must read the same content folder: make an override
// absolute, relative to where the command was typed (npm runs workspace scripts in site/).
if (process.env.VITRINE_CONTENT_DIR) {
  process.env.VITRINE_CONTENT_DIR = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.VITRINE_CONTENT_DIR);
}

const problems = await validateContent();
if (problems.length > 0) fail(problems.join("\n"));

rmSync(staging, { recursive: true, force: true });
try {
  execFileSync("npx", ["react-router", "build"], {
    cwd: siteDir,
    stdio: "inherit",
    env: { ...process.env, VITRINE_BUILD_DIR: staging },
  });
} catch {
  fail("react-router build exited with an error (see above).");
}

rmSync(previous, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, previous);
renameSync(staging, live);
rmSync(previous, { recursive: true, force: true });
console.log(`Build ready in ${live}`);
