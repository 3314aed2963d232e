/**
 * Production build: validate every content file first, then pre-render into a staging
 * folder and swap it in only when everything succeeded, so a broken content file never
 * replaces the last good build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateContent } from "../app/content/validate.server";
import { bootBudgetWarning } from "./boot-budget";
import { postBuild } from "./post-build";
import { builtConsentConfig } from "./post-build/site-consent";

const siteDir = fileURLToPath(new URL("..", import.meta.url));
// Overrides are relative to where the command was typed (npm runs workspace scripts in site/).
const fromCwd = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
// VITRINE_OUT_DIR: build somewhere else than site/build (serve.mjs reads the same variable).
const live = process.env.VITRINE_OUT_DIR ? fromCwd(process.env.VITRINE_OUT_DIR) : `${siteDir}build`;
// Per-process names so two builds started at once never write into the same folder.
const staging = `${live}-next-${process.pid}`;
const previous = `${live}-prev-${process.pid}`;

function fail(message: string): never {
  rmSync(staging, { recursive: true, force: true });
  console.error(`\nBuild failed; the previous build was left in place.\n${message}`);
  process.exit(1);
}

// Validation and the pre-render must read the same content folder and site config
// (VITRINE_SITE_CONFIG, see vite.config.ts): make the overrides absolute.
for (const name of ["VITRINE_CONTENT_DIR", "VITRINE_SITE_CONFIG"]) {
  if (process.env[name]) process.env[name] = fromCwd(process.env[name]);
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
// The router's root-only SPA shell: every page is pre-rendered, so nothing serves it.
rmSync(path.join(staging, "client", "__spa-fallback.html"), { force: true });
// The router's per-page data files (`about.data`, `_.data` …) are for client-side
// navigation; pages hydrate as islands without a router (ADR 009), so nothing fetches them.
for (const file of readdirSync(path.join(staging, "client"), { recursive: true }) as string[]) {
  if (file.endsWith(".data")) rmSync(path.join(staging, "client", file));
}

// Security headers for every page, then the precompressed copies (docs/behaviour/server.md).
const after = await postBuild(path.join(staging, "client"), await builtConsentConfig());
if (after.problems.length > 0) fail(after.problems.join("\n"));
for (const warning of after.warnings) console.warn(`\nWarning: ${warning}`);

const overBudget = bootBudgetWarning(readFileSync(path.join(staging, "client", "index.html"), "utf8"));
if (overBudget) console.warn(`\nWarning: ${overBudget}`);

rmSync(previous, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, previous);
renameSync(staging, live);
rmSync(previous, { recursive: true, force: true });
console.log(`Build ready in ${live}`);
