import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBuildLock } from "./build-lock";
import { createPublisher } from "./publish";

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), "build-lock-")), ".vitrine-build.lock");

describe("one build at a time in a site folder", () => {
  it("refuses a second holder while the first holds, naming it, and frees the folder on release", () => {
    const file = lockFile();
    const lock = createBuildLock({ file, now: () => 1000 });
    const first = lock.acquire("Publish");
    expect(first.ok).toBe(true);
    expect(lock.acquire("Preview")).toEqual({ ok: false, holder: "Publish", pid: process.pid, since: 1000 });
    if (first.ok) first.release();
    expect(existsSync(file)).toBe(false);
    expect(lock.acquire("Preview").ok).toBe(true);
  });

  it("holds against another editor's lock on the same folder while its process runs", () => {
    const file = lockFile();
    writeFileSync(file, JSON.stringify({ pid: 4242, holder: "Preview", since: 5 }));
    expect(createBuildLock({ file, isAlive: (pid) => pid === 4242 }).acquire("Publish")).toMatchObject({ ok: false, holder: "Preview", pid: 4242 });
  });

  it("takes over a lock whose process has gone, or that cannot be read", () => {
    for (const stale of [JSON.stringify({ pid: 4242, holder: "Preview", since: 5 }), "{ half a lock"]) {
      const file = lockFile();
      writeFileSync(file, stale);
      const taken = createBuildLock({ file, isAlive: () => false }).acquire("Publish");
      expect(taken.ok).toBe(true);
      expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid, holder: "Publish" });
    }
  });

  it("never releases a lock it no longer holds", () => {
    const file = lockFile();
    const mine = createBuildLock({ file, now: () => 1 }).acquire("Publish");
    writeFileSync(file, JSON.stringify({ pid: 4242, holder: "Preview", since: 7 }));
    if (mine.ok) mine.release();
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ holder: "Preview" });
  });

  it("refuses Publish while Preview builds, with a clear answer, and lets it run afterwards", async () => {
    const lock = createBuildLock({ file: lockFile() });
    let finish = () => {};
    const ended = new Promise<void>((resolve) => (finish = resolve));
    // A stand-in build that takes a moment.
    const preview = createPublisher({ cwd: tmpdir(), lock, name: "Preview", command: ["node", "-e", "setTimeout(() => {}, 400)"], onDone: () => finish() });
    const publish = createPublisher({ cwd: tmpdir(), lock, command: ["node", "-e", "process.exit(0)"] });
    expect(preview.start()).toMatchObject({ state: { status: "running" } });
    const refused = publish.start();
    expect(refused).toEqual({ refused: expect.stringMatching(/^Preview is building the site since \d\d:\d\d:\d\d; publish when it has finished\.$/) });
    expect(publish.state().status).toBe("idle");
    await ended;
    expect(publish.start()).toMatchObject({ state: { status: "running" } });
  });
});
