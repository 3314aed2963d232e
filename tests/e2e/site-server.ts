import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoDir = fileURLToPath(new URL("../..", import.meta.url));

/** The built site's server as the browser tests use it (Playwright's webServer, or `npm test`'s own). */
export const siteServerCommand = "node site/server/serve.mjs";

/**
 * The limits one visitor's address meets, wide: every test sends its forms, consent events
 * and pages' visit beacons from one address, which a real visitor's limits would refuse long
 * before the run ends (they are unit-tested in site/server/forms, consent and visits).
 */
export const TEST_LIMITS = { FORM_RATE_LIMIT: "500/10", FORM_KEY_RATE_LIMIT: "500/10", CONSENT_LOG_RATE_LIMIT: "500/10", VISITS_RATE_LIMIT: "100000/10" };

export const siteServerEnv = (port: number) => ({ PORT: String(port), ...TEST_LIMITS });

/**
 * Starts the site's server on `port` and resolves once it listens. `npm test` starts one
 * for both of its Playwright runs (tests/run-all.ts), which then reuse it (E2E_SITE_SERVED=1).
 */
export function startSiteServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoDir, "site", "server", "serve.mjs")], {
    cwd: repoDir,
    env: { ...process.env, ...siteServerEnv(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let said = "";
    child.stdout!.on("data", (chunk) => {
      said += chunk;
      if (!said.includes("is serving on")) return;
      child.stdout!.removeAllListeners("data").resume();
      resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`The site's server exited with code ${code} before it listened on port ${port}`)));
  });
}
