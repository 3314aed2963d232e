import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * Runs the real dev server (`react-router dev`, as `npm run dev` does) on a copy of the
 * demo content and edits it the way an author would.
 */
const siteDir = fileURLToPath(new URL("..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Polls `read` until `accept` holds, or fails with the last value after `ms`. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read().catch(() => undefined as T);
    if (last !== undefined && accept(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gave up after ${ms} ms; last value: ${JSON.stringify(last)}`);
}

let temp: string | undefined;
let child: ChildProcess | undefined;
afterEach(() => {
  // The dev server runs in its own process group (npx → node): end all of it.
  if (child?.pid) process.kill(-child.pid, "SIGTERM");
  if (temp) rmSync(temp, { recursive: true, force: true });
  child = temp = undefined;
});

describe("npm run dev with content edits", () => {
  it("shows an edited page on the next load, and a new page on the next load too", async () => {
    temp = mkdtempSync(path.join(tmpdir(), "vitrine-dev-"));
    const content = path.join(temp, "content");
    cpSync(path.join(siteDir, "content"), content, { recursive: true });
    symlinkSync(path.join(siteDir, "public"), path.join(temp, "public"));
    const port = await freePort();
    child = spawn("npx", ["react-router", "dev", "--strictPort"], {
      cwd: siteDir,
      env: { ...process.env, PORT: String(port), VITRINE_CONTENT_DIR: content },
      stdio: "ignore",
      detached: true,
    });
    const base = `http://localhost:${port}`;
    // What a visitor sees of a page: its status, main heading and title.
    const page = (p: string) =>
      fetch(base + p).then(async (r) => {
        const html = await r.text();
        return { status: r.status, h1: /<h1[^>]*>([^<]*)</.exec(html)?.[1], title: /<title>([^<]*)</.exec(html)?.[1] };
      });

    const first = await eventually(() => page("/about"), (r) => r.status === 200, 30_000);
    const original = first.h1!;
    expect(original).toBeTruthy();

    const about = path.join(content, "pages", "about.yaml");
    writeFileSync(about, readFileSync(about, "utf8").replace(`text: ${original}`, "text: Edited while the dev server runs"));
    await eventually(() => page("/about"), (r) => r.h1 === "Edited while the dev server runs", 15_000);

    const contact = readFileSync(path.join(content, "pages", "contact.yaml"), "utf8");
    writeFileSync(path.join(content, "pages", "opening-hours.yaml"), contact.replace(/^title: .*$/m, "title: Opening hours"));
    const added = await eventually(() => page("/opening-hours"), (r) => r.status === 200, 30_000);
    expect(added.title).toMatch(/^Opening hours/);
  }, 90_000);
});
