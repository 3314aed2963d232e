import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { siteFoldersFor } from "../../server/backup/site-folders.mjs";
import { contentDir } from "./content-dir.server";

/**
 * A relative VITRINE_CONTENT_DIR is one folder for every command (docs/operations.md#relative-paths):
 * the build and the site's loaders (`contentDir()`) and `npm run backup` (`siteFoldersFor`)
 * read it from where the command was typed, INIT_CWD under npm, else the working directory.
 */
const saved = { INIT_CWD: process.env.INIT_CWD, VITRINE_CONTENT_DIR: process.env.VITRINE_CONTENT_DIR };
const cwd = process.cwd();
afterEach(() => {
  process.chdir(cwd);
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("a relative VITRINE_CONTENT_DIR", () => {
  it("is relative to where npm was typed, for the build and for the backup alike", () => {
    const typedIn = realpathSync(mkdtempSync(path.join(tmpdir(), "typed-in-")));
    const runIn = realpathSync(mkdtempSync(path.join(tmpdir(), "run-in-")));
    // npm runs the script from the package's folder, not where it was typed.
    process.chdir(runIn);
    process.env.INIT_CWD = typedIn;
    process.env.VITRINE_CONTENT_DIR = "my-site/content";
    const expected = path.join(typedIn, "my-site", "content");
    expect(contentDir()).toBe(expected);
    expect(siteFoldersFor(process.env).content).toBe(expected);
  });

  it("is relative to the working directory when the command was run without npm", () => {
    const runIn = realpathSync(mkdtempSync(path.join(tmpdir(), "run-in-")));
    process.chdir(runIn);
    delete process.env.INIT_CWD;
    process.env.VITRINE_CONTENT_DIR = "my-site/content";
    expect(contentDir()).toBe(path.join(runIn, "my-site", "content"));
    expect(siteFoldersFor(process.env).content).toBe(path.join(runIn, "my-site", "content"));
  });
});
