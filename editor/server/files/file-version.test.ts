import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileAtomic } from "./atomic-write";
import { ABSENT, checkVersion, currentVersion, versionOf } from "./file-version";

const folder = () => mkdtempSync(path.join(tmpdir(), "version-"));

describe("the conflict check", () => {
  it("passes while the file is as loaded, even when only touched", async () => {
    const file = path.join(folder(), "home.yaml");
    writeFileSync(file, "title: A\n");
    const loaded = await currentVersion(file);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await checkVersion(file, loaded)).toEqual({ ok: true });
  });

  it("stops when the file changed on disk, with the version it has now", async () => {
    const file = path.join(folder(), "home.yaml");
    writeFileSync(file, "title: A\n");
    const loaded = await currentVersion(file);
    writeFileSync(file, "title: B\n");
    expect(await checkVersion(file, loaded)).toEqual({ ok: false, current: versionOf("title: B\n") });
  });

  it("stops when the file was deleted, or created where the editor expected none", async () => {
    const file = path.join(folder(), "about.yaml");
    writeFileSync(file, "title: A\n");
    const loaded = await currentVersion(file);
    rmSync(file);
    expect(await checkVersion(file, loaded)).toEqual({ ok: false, current: ABSENT });
    expect(await checkVersion(file, ABSENT)).toEqual({ ok: true });
    writeFileSync(file, "title: New\n");
    expect((await checkVersion(file, ABSENT)).ok).toBe(false);
  });
});

describe("the atomic write", () => {
  it("replaces the file and leaves no temporary file behind", async () => {
    const dir = folder();
    const file = path.join(dir, "home.yaml");
    writeFileSync(file, "old\n");
    await writeFileAtomic(file, "new\n");
    expect(readFileSync(file, "utf8")).toBe("new\n");
    expect(readdirSync(dir)).toEqual(["home.yaml"]);
  });

  it("leaves the old file as it was when the write fails", async () => {
    const dir = folder();
    const file = path.join(dir, "home.yaml");
    writeFileSync(file, "old\n");
    // A folder where the file should be: the rename fails.
    await expect(writeFileAtomic(dir, "new\n")).rejects.toThrow();
    expect(readFileSync(file, "utf8")).toBe("old\n");
    expect(readdirSync(dir)).toEqual(["home.yaml"]);
  });
});
