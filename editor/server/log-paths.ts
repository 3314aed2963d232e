import { homedir, tmpdir } from "node:os";
import path from "node:path";

/** Absolute paths a build line may name: the repository, the system's temporary folder, home, and the usual system roots. */
const SYSTEM = /(?<![\w.~-])\/(?:home|root|tmp|var|usr|opt|srv|work|mnt|private|etc|nix|Users|app)\/[^\s"'`:,;)\]]*/g;

/**
 * A build line as the owner sees it (docs/behaviour/page-builder.md#publish): no server
 * path. A path in the repository becomes relative to it (`site/content/pages/home.yaml`),
 * any other absolute path its last part after "…/", so the log still says which file.
 */
export function withoutServerPaths(line: string, cwd: string): string {
  // Resolved, so a root given with a trailing separator ("/srv/site/") is still found whole.
  const repository = path.resolve(cwd);
  const roots = [repository, path.resolve(tmpdir()), path.resolve(homedir())].filter((root) => root.length > 1).sort((a, b) => b.length - a.length);
  let out = line;
  for (const root of roots) out = out.split(`${root}${path.sep}`).join(root === repository ? "" : "…/").split(root).join(root === repository ? "." : "…");
  return out.replace(SYSTEM, (found) => `…/${path.basename(found)}`);
}
