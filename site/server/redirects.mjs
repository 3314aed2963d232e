// @ts-check
/**
 * Old addresses that lead on (docs/behaviour/server.md#redirects): an address no file of
 * the build answers is looked up in the build's `_redirects` (redirects-file.mjs) and
 * answered `301` with the new address, its query kept. The file is read once per build
 * folder, and again when it changes.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseRedirectsFile, redirectFor } from "./redirects-file.mjs";

export function createRedirects() {
  /** @type {Map<string, { mtimeMs: number, rules: ReturnType<typeof parseRedirectsFile> }>} */
  const cache = new Map();

  /** @param {string} dir */
  async function rulesOf(dir) {
    const file = path.join(dir, "_redirects");
    const info = await stat(file).catch(() => undefined);
    if (!info) return [];
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.rules;
    const rules = parseRedirectsFile(await readFile(file, "utf8"));
    cache.set(file, { mtimeMs: info.mtimeMs, rules });
    return rules;
  }

  return {
    /**
     * Answers a redirect when the build has one for this address; false otherwise.
     * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
     * @param {{ pathname: string, search: string }} target @param {string} dir the build's client folder
     */
    async handle(req, res, target, dir) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const to = redirectFor(await rulesOf(dir), target.pathname);
      if (!to) return false;
      res.writeHead(301, { Location: `${to}${target.search}`, "Cache-Control": "public, max-age=3600", "Content-Length": 0 });
      res.end();
      return true;
    },
  };
}
