import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { processAlive } from "./process-alive";

/**
 * Versioned build folders and an atomic switch (docs/decisions/013-linear-build-and-atomic-output.md).
 * Each build writes a new folder under `<live>-versions/`; when it has succeeded, `<live>`
 * (a symbolic link) is pointed at it with one rename(2), which replaces the link in a
 * single step: a server following the link sees the old build or the new one, never
 * none. The previous build stays on disk, so requests that began on it finish on it;
 * older ones are removed.
 */
export type BuildOutput = {
  /** The new build's folder (write `client/` and `server/` here). */
  dir: string;
  /** The build that is live now, if any (for incremental rebuilds). */
  previous: string | undefined;
  /** Points `<live>` at the new folder and removes builds older than the previous one. */
  commit(): void;
  /** Removes the new folder (a failed build). */
  discard(): void;
  /** Settles when the builds older than the live one, removed while this one is made, are gone. */
  pruned?: Promise<void>;
};

const BUILDING = ".building";
/** How long the build a switch replaced stays for the requests that began on it, at least. */
export const REPLACED_BUILD_GRACE_MS = 10_000;

/** How long `<live>` has pointed where it points (the link is made at the switch); 0 before the first versioned build. */
function liveFor(live: string): number {
  if (!existsSync(live) || !lstatSync(live).isSymbolicLink()) return 0;
  return Date.now() - lstatSync(live).mtimeMs;
}


/** The folder the live link points at, or the live folder itself (before the first versioned build). */
function currentBuild(live: string): string | undefined {
  if (!existsSync(live)) return undefined;
  if (!lstatSync(live).isSymbolicLink()) return live;
  return path.resolve(path.dirname(live), readlinkSync(live));
}

export function createBuildOutput(live: string): BuildOutput {
  const versions = `${live}-versions`;
  // Time first, so folders sort by age; the process id keeps two builds started at once apart.
  const dir = path.join(versions, `${Date.now().toString(36)}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, BUILDING), String(process.pid));
  const previous = currentBuild(live);

  /** Whether `folder` may go: not kept, not live, and not being written by a running build. */
  function removable(folder: string, keep: Set<string>): boolean {
    if (keep.has(folder) || folder === currentBuild(live)) return false;
    const marker = path.join(folder, BUILDING);
    // Another build still writing this folder: not ours to remove.
    return !(existsSync(marker) && processAlive(Number(readFileSync(marker, "utf8"))));
  }

  function prune(keep: Set<string>) {
    for (const name of readdirSync(versions)) {
      const folder = path.join(versions, name);
      if (pruning.has(folder) || !removable(folder, keep)) continue;
      rmSync(folder, { recursive: true, force: true });
    }
  }

  // The builds older than the live one go while this one is made, not after its switch:
  // removing a whole build takes a second or more on a busy machine, and a publish ends at
  // its switch (docs/decisions/051-a-publish-renders-what-changed.md). Only once the live
  // one has been live a while: the build it replaced stays for the requests that began on
  // it, as the switch promises, and a build started just after a switch leaves that to its own.
  const pruning = new Set<string>();
  const removals = (liveFor(live) < REPLACED_BUILD_GRACE_MS ? [] : readdirSync(versions))
    .map((name) => path.join(versions, name))
    .filter((folder) => removable(folder, new Set([dir, ...(previous ? [previous] : [])])))
    .map((folder) => {
      pruning.add(folder);
      return rm(folder, { recursive: true, force: true }).catch(() => {}).finally(() => pruning.delete(folder));
    });
  const pruned = Promise.all(removals).then(() => {});

  return {
    dir,
    previous,
    pruned,
    commit() {
      rmSync(path.join(dir, BUILDING), { force: true });
      // The first versioned build replaces a plain folder left by an older build: move it
      // into the versions first (a single non-atomic step, once).
      const now = currentBuild(live);
      let kept = now;
      if (now === live) {
        kept = path.join(versions, `0-legacy-${process.pid}`);
        renameSync(live, kept);
      }
      const link = `${live}.link-${process.pid}`;
      rmSync(link, { force: true });
      symlinkSync(path.relative(path.dirname(live), dir), link);
      renameSync(link, live);
      prune(new Set([dir, ...(kept ? [kept] : [])]));
    },
    discard() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
