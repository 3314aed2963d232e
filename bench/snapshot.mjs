/**
 * Copies the finished build, and the site's server next to it, into a temporary folder, so the
 * bench measures one build from start to end even when someone else rebuilds
 * site/build meanwhile (builds swap the folder in place). The copied serve.mjs is the
 * site's own file: it serves the folder beside it, exactly as in production. The rest
 * of site/ (the app modules the server imports) and node_modules are linked, not copied.
 * The folder is outside the repository because the server (like any static server)
 * refuses paths with a dot-folder in them, such as bench/.tmp.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));

/**
 * `buildDir`: the build to copy, `{siteDir}/build` unless another (a build with another
 * site config, VITRINE_OUT_DIR) is named.
 * @type {{ siteDir: string, buildDir?: string, nodeModules: string, tmpDir: string, attempts: number }}
 */
export const defaultOptions = { siteDir: path.join(repo, "site"), nodeModules: path.join(repo, "node_modules"), tmpDir: tmpdir(), attempts: 3 };

/**
 * @param {Partial<typeof defaultOptions>} [options]
 * @returns {{ clientDir: string, serveScript: string, remove: () => void }}
 */
export function snapshotBuild(options = {}) {
  const { siteDir, nodeModules, tmpDir, attempts } = { ...defaultOptions, ...options };
  const buildDir = options.buildDir ?? path.join(siteDir, "build");
  const root = mkdtempSync(path.join(tmpDir, "vitrine-bench-"));
  const clientDir = path.join(root, "site", "build", "client");
  const serveScript = path.join(root, "site", "server", "serve.mjs");
  const remove = () => rmSync(root, { recursive: true, force: true });
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(path.join(root, "site"), { recursive: true, force: true });
      mkdirSync(path.join(root, "site"), { recursive: true });
      if (existsSync(nodeModules) && !existsSync(path.join(root, "node_modules"))) symlinkSync(nodeModules, path.join(root, "node_modules"));
      for (const entry of readdirSync(siteDir)) {
        if (entry === "server" || entry.startsWith("build")) continue;
        symlinkSync(path.join(siteDir, entry), path.join(root, "site", entry));
      }
      cpSync(path.join(siteDir, "server"), path.dirname(serveScript), { recursive: true });
      // A build swapping site/build in at this very moment can make the copy fail: retry.
      cpSync(path.join(buildDir, "client"), clientDir, { recursive: true });
      if (!existsSync(path.join(clientDir, "index.html"))) throw new Error(`no index.html in ${clientDir}`);
      // What the server reads beside the pages: the forms' definitions, the consent log's stamp, the shop's catalogue and the words it writes itself.
      for (const file of ["forms.json", "consent-log.json", "shop.json", "words.json"]) {
        const from = path.join(buildDir, file);
        if (existsSync(from)) cpSync(from, path.join(path.dirname(clientDir), file));
      }
      // A second language's edition, served under its prefix (site/server/editions.mjs).
      if (existsSync(path.join(buildDir, "editions"))) cpSync(path.join(buildDir, "editions"), path.join(path.dirname(clientDir), "editions"), { recursive: true });
      return { clientDir, serveScript, remove };
    } catch (error) {
      if (attempt >= attempts) {
        remove();
        throw new Error(`Could not copy the build from ${buildDir}/client: ${error.message}. Run "npm run build" first.`, { cause: error });
      }
    }
  }
}
