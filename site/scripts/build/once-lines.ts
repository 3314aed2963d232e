import { spawn } from "node:child_process";

/**
 * Passes a child process's output on line by line, each distinct line once: React
 * Router's build starts Vite three times, and each start would repeat the same warning
 * (docs/decisions/013-linear-build-and-atomic-output.md#decision). Blank lines pass; a
 * dependency's notice that nothing here can act on (`NOTHING_TO_DO`) never does.
 */
export type OnceLinesOptions = {
  /** Where the lines go. @default process.stderr.write */
  write: (text: string) => void;
};

/**
 * Vite's deprecation of `envFile: false`, which React Router 7 passes when it starts Vite to
 * read its own config file (`react-router.config.ts`), before any plugin of this site runs:
 * its child compiler's is renamed at the source (vite/env-dir.ts), this one only React
 * Router 8 (Node 22) stops passing. Colour codes aside, the line is matched whole.
 */
const NOTHING_TO_DO = ["The `envFile` option is deprecated, please use `envDir: false` instead."];
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are control characters
const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, "").trim();

const defaultOptions = (): OnceLinesOptions => ({ write: (text) => void process.stderr.write(text) });

export function onceLines(options: Partial<OnceLinesOptions> = {}) {
  const { write } = { ...defaultOptions(), ...options };
  const seen = new Set<string>();
  let partial = "";
  const emit = (line: string) => {
    if (line.trim() !== "" && seen.has(line)) return;
    if (NOTHING_TO_DO.includes(plain(line))) return;
    seen.add(line);
    write(`${line}\n`);
  };
  return {
    /** A chunk of output, cut anywhere. */
    push(chunk: string) {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      lines.forEach(emit);
    },
    /** The output ended: its last line, if it had no newline. */
    end() {
      if (partial !== "") emit(partial);
      partial = "";
    },
  };
}

/**
 * Vite's notice that this config cannot load with its native loader (a future default),
 * naming every extensionless import, off: that loader runs TypeScript through Node
 * itself, which Node 20 cannot, so nothing here can act on it.
 */
export const QUIET_VITE = { VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" };

/**
 * Runs `command` with its output passed through `onceLines`; resolves with its exit code.
 * Colours stay when this process writes to a terminal.
 */
export function runLinesOnce(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<number> {
  const env = { ...options.env, ...(process.stderr.isTTY ? { FORCE_COLOR: "1" } : {}) };
  const child = spawn(command, args, { cwd: options.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines = onceLines();
  child.stdout.setEncoding("utf8").on("data", lines.push);
  child.stderr.setEncoding("utf8").on("data", lines.push);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      lines.end();
      resolve(code ?? 1);
    });
  });
}
