import { existsSync, lutimesSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBuildOutput, REPLACED_BUILD_GRACE_MS } from "./output";

const root = mkdtempSync(path.join(tmpdir(), "build-output-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a build's folder (docs/decisions/013-linear-build-and-atomic-output.md)", () => {
  it("removes the builds older than the live one while it is made, keeping the live one, and one another build is still writing", async () => {
    const live = path.join(root, "build");
    const versions = `${live}-versions`;
    const folder = (name: string) => path.join(versions, name);
    for (const name of ["a-old", "b-live", "c-writing"]) mkdirSync(path.join(folder(name), "client"), { recursive: true });
    // A build of this very process is running in c-writing.
    writeFileSync(path.join(folder("c-writing"), ".building"), String(process.pid));
    symlinkSync(path.relative(root, folder("b-live")), live);
    // b-live was switched in a while ago.
    const before = (Date.now() - REPLACED_BUILD_GRACE_MS - 1000) / 1000;
    lutimesSync(live, before, before);

    const output = createBuildOutput(live);
    expect(output.previous).toBe(folder("b-live"));
    await output.pruned;
    expect(existsSync(folder("a-old"))).toBe(false);
    expect(existsSync(folder("b-live"))).toBe(true);
    expect(existsSync(folder("c-writing"))).toBe(true);

    output.commit();
    expect(path.resolve(root, readlinkSync(live))).toBe(output.dir);
    // The build that was live stays, for the requests that began on it.
    expect(existsSync(folder("b-live"))).toBe(true);
  });

  it("keeps the build a switch just replaced while the next one is made, for the requests that began on it", async () => {
    const live = path.join(root, "just-switched");
    const versions = `${live}-versions`;
    const folder = (name: string) => path.join(versions, name);
    for (const name of ["a-replaced", "b-live"]) mkdirSync(path.join(folder(name), "client"), { recursive: true });
    symlinkSync(path.relative(root, folder("b-live")), live);

    const output = createBuildOutput(live);
    await output.pruned;
    expect(existsSync(folder("a-replaced"))).toBe(true);
    output.commit();
    // Its own switch removes it, as ever: b-live is now the one replaced.
    expect([existsSync(folder("a-replaced")), existsSync(folder("b-live"))]).toEqual([false, true]);
  });
});
