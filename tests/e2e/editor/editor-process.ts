import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "..", "..", "..");

/** `npm run edit`'s server on a copy of the content, so a test's saves never touch the real files. */
export type EditorProcess = { url: string; contentDir: string; stop(): Promise<void> };

/** Runs the editor's server with `env`; resolves when it listens, or with its exit code and output when it refuses. */
export function runEditor(env: Record<string, string>): Promise<{ child: ChildProcess; ready: boolean; output: string; code: number | null }> {
  // From the editor's folder, as `npm run edit` runs it: tsx reads editor/tsconfig.json there (the site's `~/` imports).
  const child = spawn(path.join(repo, "node_modules", ".bin", "tsx"), [path.join(repo, "editor", "server", "main.ts")], {
    cwd: path.join(repo, "editor"),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve) => {
    const on = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Page builder: http")) resolve({ child, ready: true, output, code: null });
    };
    child.stdout.on("data", on);
    child.stderr.on("data", on);
    child.on("exit", (code) => resolve({ child, ready: false, output, code }));
  });
}

export async function startEditor(port: number, env: Record<string, string> = {}): Promise<EditorProcess> {
  const base = mkdtempSync(path.join(tmpdir(), "editor-e2e-"));
  const contentDir = path.join(base, "content");
  cpSync(path.join(repo, "site", "content"), contentDir, { recursive: true });
  // The images beside it, as the build and the editor expect them: a copy, so an upload or a delete in a test never touches the real ones.
  cpSync(path.join(repo, "site", "public"), path.join(base, "public"), { recursive: true });
  const { child, ready, output } = await runEditor({ EDIT_PORT: String(port), VITRINE_CONTENT_DIR: contentDir, ...env });
  if (!ready) throw new Error(`The editor did not start:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    contentDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
      }
      // The copies go with the editor: each run makes its own.
      rmSync(base, { recursive: true, force: true });
    },
  };
}
