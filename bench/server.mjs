/**
 * Starts the site's own static server (site/server/serve.mjs) as a child process on a
 * free port, so the bench measures exactly what visitors get (compression, caching).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** @type {{ port: number, host: string, readyTimeoutMs: number, serveScript: string }} */
export const defaultOptions = {
  port: 3406,
  host: "localhost",
  readyTimeoutMs: 15_000,
  /** The site's server; it serves the build folder beside it (../build/client). */
  serveScript: fileURLToPath(new URL("../site/server/serve.mjs", import.meta.url)),
};

/** Resolves to `port` when it is free, otherwise to a port the system picks. */
export function freePort(port) {
  const tryListen = (p) =>
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(p, "127.0.0.1", () => {
        const chosen = /** @type {import("node:net").AddressInfo} */ (probe.address()).port;
        probe.close(() => resolve(chosen));
      });
    });
  return tryListen(port).catch(() => tryListen(0));
}

async function waitUntilUp(url, deadline, child) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The site server did not answer on ${url}`);
}

/**
 * @param {Partial<typeof defaultOptions>} [options]
 * @returns {Promise<{ origin: string, port: number, close: () => Promise<void> }>}
 */
export async function startSiteServer(options = {}) {
  const { port: wanted, host, readyTimeoutMs, serveScript } = { ...defaultOptions, ...options };
  const port = await freePort(wanted);
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://${host}:${port}`;
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitUntilUp(`${origin}/`, Date.now() + readyTimeoutMs, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, port, close };
}
