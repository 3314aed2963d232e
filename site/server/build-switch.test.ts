import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A new build switched in while the server answers (docs/decisions/013-linear-build-and-atomic-output.md):
 * another process writes and switches in forty builds (with the build's own
 * build/output.ts) while requests run back to back, and every answer is a whole page of
 * one build or another, never a 404.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-switch-"));
const live = path.join(temp, "build");
let server: Server | undefined;

const builder = fileURLToPath(new URL("./__fixtures__/switch-builds.ts", import.meta.url));

function runBuilder(from: number, to: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", builder, live, String(from), String(to)], { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`builder exited ${code}: ${errors}`))));
  });
}

afterAll(() => {
  server?.close();
  delete process.env.VITRINE_OUT_DIR;
  rmSync(temp, { recursive: true, force: true });
});

describe("switching builds under load", () => {
  it("never answers 404 or a page of no build while builds are switched in", async () => {
    await runBuilder(0, 0);
    process.env.VITRINE_OUT_DIR = live;
    const { createServer } = await import("./serve.mjs");
    server = createServer().listen(0);
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://localhost:${(server.address() as AddressInfo).port}`;

    let switching = true;
    const answers: { address: string; status: number; text: string }[] = [];
    const requester = async () => {
      const addresses = ["/", "/about", "/about/", "/robots.txt"];
      for (let i = 0; switching; i += 1) {
        const address = addresses[i % addresses.length]!;
        const response = await fetch(base + address);
        answers.push({ address, status: response.status, text: await response.text() });
      }
    };
    const requesters = Promise.all([requester(), requester(), requester()]);
    await runBuilder(1, 40);
    switching = false;
    await requesters;

    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const expected = { "/": /^<h1>Home v\d+<\/h1>$/, "/about": /^<h1>About v\d+<\/h1>$/, "/about/": /^<h1>About v\d+<\/h1>$/, "/robots.txt": /^User-agent: \* v\d+$/ };
    for (const answer of answers) expect(answer.text, answer.address).toMatch(expected[answer.address as keyof typeof expected]);
    // The answers span many builds, and only the newest two are still on disk.
    expect(new Set(answers.map((a) => a.text.match(/v(\d+)/)![1])).size).toBeGreaterThan(5);
  }, 120_000);
});
