import { spawn } from "node:child_process";
import { setPriority } from "node:os";

/**
 * The steps of `npm test` (tests/run-all.ts): each a command whose output passes through,
 * timed, and stopped with the others when one fails.
 */
export type StepOptions = {
  /** A lower priority (nice), for work beside the browser tests: they keep their pace, it takes the idle time. @default 0 */
  nice: number;
  env: NodeJS.ProcessEnv;
  /** Keeps the step's output, and prints it only if the step fails. @default false: passed through */
  quiet: boolean;
};

export type Steps = {
  /** Runs `command`; resolves when it exits 0, rejects naming the step otherwise. */
  run(step: string, command: string, args: readonly string[], options?: Partial<StepOptions>): Promise<void>;
  /** Times work that is not one command (builds that run several), as a step of its own. */
  timed<T>(step: string, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Each step with its time, in the order they ended. */
  took(): string[];
  /** Ends every step still running. */
  stop(): void;
};

export function createSteps(cwd: string): Steps {
  const took: string[] = [];
  const stopAll = new AbortController();
  return {
    run(step, command, args, options = {}) {
      const { nice = 0, env = {}, quiet = false } = options;
      const started = Date.now();
      const stdio = quiet ? "pipe" : "inherit";
      const child = spawn(command, [...args], { cwd, env: { ...process.env, ...env }, stdio: ["ignore", stdio, stdio], signal: stopAll.signal });
      // The priority passes to every process the step starts.
      if (nice && child.pid) setPriority(child.pid, nice);
      let output = "";
      if (quiet) {
        const keep = (chunk: Buffer) => void (output += chunk);
        child.stdout!.on("data", keep);
        child.stderr!.on("data", keep);
      }
      return new Promise((resolve, reject) => {
        child.on("error", (error) => reject(stopAll.signal.aborted ? new Error(`${step} stopped`) : error));
        child.on("exit", (code) => {
          took.push(`${step} ${seconds(started)}`);
          if (code === 0) return resolve();
          if (quiet) process.stderr.write(output);
          reject(new Error(`${step} failed (exit ${code})`));
        });
      });
    },
    async timed(step, work) {
      const started = Date.now();
      try {
        return await work(stopAll.signal);
      } finally {
        took.push(`${step} ${seconds(started)}`);
      }
    },
    took: () => [...took],
    stop: () => stopAll.abort(),
  };
}

export const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
