// @ts-check
/**
 * One rule for a relative path the owner gives a command, on its command line or in an
 * environment variable (VITRINE_CONTENT_DIR, VITRINE_OUT_DIR, a backup's file): it is
 * relative to the folder the command was typed in (docs/operations.md#relative-paths).
 * npm runs a script from its package's folder (the repository's, `site/`, `editor/`) and
 * names the folder it was typed in as INIT_CWD; a command run without npm (`node`, `tsx`)
 * was typed in its working directory. Plain JavaScript: the server's commands, the build,
 * the studio and the site's loaders all read it.
 */
import path from "node:path";

/**
 * `name` made absolute from where the command was typed.
 * @param {string} name
 * @param {Record<string, string | undefined>} [env]
 */
export function typedPath(name, env = process.env) {
  return path.resolve(env.INIT_CWD || process.cwd(), name);
}

/**
 * The content folder VITRINE_CONTENT_DIR names, absolute, or undefined when it is not set.
 * @param {Record<string, string | undefined>} [env]
 */
export function contentDirFromEnv(env = process.env) {
  const given = env.VITRINE_CONTENT_DIR;
  return given ? typedPath(given, env) : undefined;
}
