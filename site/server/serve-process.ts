import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The site's server as its own process, started as an owner starts it (`node
 * site/server/serve.mjs`), for the tests of what only a whole process shows: its start
 * and stop, its log, a backup taken while it serves. PORT=0 lets it choose a free port;
 * the start line says which.
 */
export const SERVE_SCRIPT = fileURLToPath(new URL("./serve.mjs", import.meta.url));

export type ServeProcess = {
  child: ChildProcess;
  origin: string;
  port: number;
  /** Every line written so far on standard output. */
  lines: string[];
  /** Resolves with the first line (seen or to come) that matches. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
};

type StartOptions = {
  /** The command (default: this Node and serve.mjs), from `cwd`, as `uid`/`gid`. */
  command: string[];
  cwd: string;
  uid: number;
  gid: number;
  /** Start from this process's environment (default), or from `env` alone. */
  inheritEnv: boolean;
};

export async function startServe(env: Record<string, string>, options: Partial<StartOptions> = {}): Promise<ServeProcess> {
  const { command = [process.execPath, SERVE_SCRIPT], inheritEnv = true, ...spawnOptions } = options;
  const base = inheritEnv ? { ...process.env, DATABASE_URL: "", PORT: "0" } : {};
  const child = spawn(command[0]!, command.slice(1), { ...spawnOptions, env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let partial = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
    for (const wake of waiters) wake();
  });
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitForLine = (match: (line: string) => boolean, timeoutMs = 20_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found === undefined) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No such line within ${timeoutMs} ms. Output:\n${lines.join("\n")}\n${stderr}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
      void exited.then(() => setTimeout(() => {
        if (waiters.delete(check)) {
          clearTimeout(timer);
          reject(new Error(`The server exited. Output:\n${lines.join("\n")}\n${stderr}`));
        }
      }, 50));
    });
  const start = await waitForLine((line) => line.startsWith("Vitrine is serving on "));
  const port = Number(/:(\d+)$/.exec(start)?.[1]);
  return { child, origin: `http://127.0.0.1:${port}`, port, lines, waitForLine, exited };
}

/** The log's JSON lines, parsed. */
export const jsonLines = (lines: string[]) => lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
