import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";

/** The unit-test content: a tiny site with every widget and both post formats. */
export const fixturesDir = fileURLToPath(new URL("./__fixtures__", import.meta.url));

/** A throwaway copy of the fixtures (content/ and public/) that a test may break. */
export function copyFixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-content-"));
  cpSync(fixturesDir, dir, { recursive: true });
  const root = path.join(dir, "content");
  return {
    root,
    publicDir: path.join(dir, "public"),
    read: (file: string) => readFileSync(path.join(root, file), "utf8"),
    write: (file: string, text: string) => writeFileSync(path.join(root, file), text),
    edit: (file: string, change: (text: string) => string) =>
      writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), "utf8"))),
    remove: (file: string) => rmSync(path.join(root, file)),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Reads the fixtures' content for the file's tests (`VITRINE_CONTENT_DIR`), and puts back what was there after them. */
export function readFixtureContent() {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.VITRINE_CONTENT_DIR;
    process.env.VITRINE_CONTENT_DIR = `${fixturesDir}/content`;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.VITRINE_CONTENT_DIR;
    else process.env.VITRINE_CONTENT_DIR = saved;
  });
}
