import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { processAlive } from "@vitrine/site/editor/server";

/** The lock's name in the site folder (ignored by git). */
export const BUILD_LOCK_FILE = ".vitrine-build.lock";

export type BuildLockOptions = {
  /** The lock file, in the site folder both builds write to. */
  file: string;
  /** Whether a process still runs. @default a signal-0 probe */
  isAlive(pid: number): boolean;
  /** Clock, for tests. @default Date.now */
  now(): number;
};

type Holder = { pid: number; holder: string; since: number };
export type LockResult = { ok: true; release(): void } | { ok: false; holder: string; since: number; pid: number };

const defaultOptions: Omit<BuildLockOptions, "file"> = { isAlive: processAlive, now: Date.now };

/**
 * One build at a time in a site folder (docs/behaviour/page-builder.md#one-build-at-a-time):
 * Publish and Preview run the same build in the same folder (its Vite output, its
 * incremental cache), so a second one started beside the first would break both. The
 * lock is a file created only if absent (`wx`), naming its holder and process, so it
 * holds between two editors on one folder too; a lock whose process has gone, or that
 * cannot be read, is stale and taken over.
 */
export function createBuildLock(options: Partial<BuildLockOptions> & Pick<BuildLockOptions, "file">) {
  const { file, isAlive, now } = { ...defaultOptions, ...options };
  const read = (): Holder | undefined => {
    try {
      const held = JSON.parse(readFileSync(file, "utf8")) as Holder;
      return Number.isInteger(held.pid) && typeof held.holder === "string" ? held : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    acquire(holder: string): LockResult {
      const mine: Holder = { pid: process.pid, holder, since: now() };
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          writeFileSync(file, JSON.stringify(mine), { flag: "wx" });
          return {
            ok: true,
            release: () => {
              const held = read();
              if (held?.pid === mine.pid && held.since === mine.since) rmSync(file, { force: true });
            },
          };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
          const held = read();
          if (held && isAlive(held.pid)) return { ok: false, ...held };
          rmSync(file, { force: true });
        }
      }
      const held = read();
      return { ok: false, holder: held?.holder ?? "Another build", since: held?.since ?? now(), pid: held?.pid ?? 0 };
    },
  };
}

export type BuildLock = ReturnType<typeof createBuildLock>;
