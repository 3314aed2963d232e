import { spawn } from "node:child_process";
import path from "node:path";
import type { BuildLock } from "./build-lock";
import { withoutServerPaths } from "./log-paths";
import { plainStep } from "../shared/owner-words";

export type PublishState = {
  status: "idle" | "running" | "succeeded" | "failed";
  /** The build's own output, line by line (its progress and, on failure, its file-and-field messages). */
  lines: string[];
  /** The step the build is at, in the owner's words (the lines above stay for "Details"). */
  step?: string;
  startedAt?: number;
  finishedAt?: number;
};

export type PublishOptions = {
  /** The repository root, where `npm run build` runs. */
  cwd: string;
  /** The command that builds the site, run in `cwd`. @default the site's build script itself (siteBuild) */
  command?: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Lines kept (the last ones). @default 400 */
  maxLines: number;
  /** Called when a build has ended, before its state says so. */
  onDone?(status: "succeeded" | "failed"): Promise<void> | void;
  /** Shared with every other build of the same site folder. */
  lock?: BuildLock;
  /** What this build is called in a refusal ("Publish", "Preview"). @default Publish */
  name: string;
};

const defaultOptions: Omit<PublishOptions, "cwd"> = { env: process.env, maxLines: 400, name: "Publish" };

/**
 * What `npm run build` runs, without the two npm processes before it (the repository's script,
 * then the site's), each a second or more on a busy machine: the site's build script under
 * tsx, in the site's folder where tsx reads the site's TypeScript config. INIT_CWD is the
 * repository, as npm would have set it: the build reads relative paths from there
 * (site/app/source/typed-path.mjs).
 */
function siteBuild(repoDir: string): { command: string[]; cwd: string; env: NodeJS.ProcessEnv } {
  return { command: [process.execPath, "--import", "tsx", "scripts/build.ts"], cwd: path.join(repoDir, "site"), env: { INIT_CWD: repoDir } };
}

const clockTime = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/**
 * "Publish" (docs/behaviour/page-builder.md#publish): runs the site's own build, one at a
 * time, and keeps its output for the editor to show as it goes. The build switches its
 * output in only when everything succeeded (docs/decisions/013-linear-build-and-atomic-output.md),
 * so a failed publish leaves the live site as it was.
 */
export function createPublisher(options: Partial<PublishOptions> & Pick<PublishOptions, "cwd">) {
  const { cwd, command, env, maxLines, onDone, lock, name } = { ...defaultOptions, ...options };
  let state: PublishState = { status: "idle", lines: [] };
  let child: ReturnType<typeof spawn> | undefined;

  const add = (text: string) => {
    // Progress redraws its line with a carriage return: keep the last drawing of each.
    const lines = text.split("\n").map((line) => line.split("\r").filter(Boolean).at(-1) ?? "").filter((line) => line.trim() !== "").map((line) => withoutServerPaths(line, cwd));
    const step = lines.map(plainStep).findLast(Boolean) ?? state.step;
    state = { ...state, lines: [...state.lines, ...lines].slice(-maxLines), ...(step ? { step } : {}) };
  };

  return {
    state: (): PublishState => state,
    /** Starts a build, or answers with the one already running; refused while another build of the folder runs. */
    start(): { state: PublishState } | { refused: string } {
      if (state.status === "running") return { state };
      const held = lock?.acquire(name) ?? { ok: true, release() {} };
      if (!held.ok) {
        // Which process holds it is for whoever runs the server (the lock file says), not for the owner.
        const who = held.pid === process.pid ? held.holder : `${held.holder}, from another window of the studio,`;
        return { refused: `${who} is building the site since ${clockTime(held.since)}; ${name.toLowerCase()} when it has finished.` };
      }
      state = { status: "running", lines: [], startedAt: Date.now() };
      const run = command ? { command, cwd, env: {} } : siteBuild(cwd);
      const [bin, ...args] = run.command;
      // NODE_ENV: the editor's own Vite dev server sets "development" in this process, and a
      // build that inherited it would publish a development build — React's development
      // code, every route module hydrated, the config's schemas in the browser.
      child = spawn(bin!, args, { cwd: run.cwd, env: { ...env, ...run.env, NODE_ENV: "production", FORCE_COLOR: "0", CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.setEncoding("utf8").on("data", add);
      child.stderr?.setEncoding("utf8").on("data", add);
      child.on("error", (error) => {
        held.release();
        add(`The build could not start: ${error.message}`);
        state = { ...state, status: "failed", finishedAt: Date.now() };
      });
      child.on("close", (code) => {
        child = undefined;
        held.release();
        if (state.status !== "running") return;
        const status = code === 0 ? "succeeded" : "failed";
        void Promise.resolve(onDone?.(status))
          .catch((error: Error) => add(`After the build: ${error.message}`))
          .finally(() => (state = { ...state, status, finishedAt: Date.now() }));
      });
      return { state };
    },
    /** Stops a running build (the editor closing). */
    stop(): void {
      child?.kill("SIGTERM");
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
