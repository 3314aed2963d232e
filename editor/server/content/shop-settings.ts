import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { editionOf } from "@vitrine/site/editor/server";
import { ABSENT, versionOf, type FileVersion } from "../files/file-version";
import { settingsFile } from "../files/path-guard";
import { writeYaml, yamlSyntaxErrors } from "../files/yaml-writer";
import { writeChecked } from "./checked-write";
import type { WriteResult } from "./pages";

const RELATIVE = "settings/shop.yaml";
const HEADER = "# The shop's terms: currency, VAT, shipping zones and the order e-mail, edited in the studio's Shop settings screen.\n";

/**
 * The shop's terms (docs/behaviour/shop.md#settings), one set for every language: always the
 * first language's file, whichever language the studio edits. Read as the file holds them
 * (`selling` false when there is none: the site sells nothing), saved as every settings file
 * is (settings-files.ts): the build's own check, the file's comments kept, a change on disk stopping it.
 */
export function createShopSettings(roots: { contentDir: string; publicDir: string }, options: { onWrite(): void }) {
  const contentDir = editionOf(roots.contentDir) ? path.resolve(roots.contentDir, "..", "..") : roots.contentDir;
  const first = { contentDir, publicDir: roots.publicDir, mediaDir: path.join(roots.publicDir, "media") };
  const file = settingsFile(first, RELATIVE);
  return {
    async read(): Promise<{ data: Record<string, unknown>; version: FileVersion; file: string; selling: boolean; unreadable?: string[] }> {
      const display = `content/${RELATIVE}`;
      if (!existsSync(file)) return { data: {}, version: ABSENT, file: display, selling: false };
      const text = await readFile(file, "utf8");
      const unreadable = yamlSyntaxErrors(text, display);
      const data = parseDocument(text).toJS() as unknown;
      const own = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
      return { data: own, version: versionOf(text), file: display, selling: true, ...(unreadable.length > 0 ? { unreadable } : {}) };
    },
    async save(given: unknown, baseVersion: FileVersion): Promise<WriteResult> {
      const original = existsSync(file) ? await readFile(file, "utf8") : HEADER;
      const broken = yamlSyntaxErrors(original, "").length > 0;
      const text = writeYaml(broken ? HEADER : original, given);
      if (text === original) return { status: "unchanged", version: baseVersion };
      const result = await writeChecked(first, RELATIVE, file, text, baseVersion, options.onWrite);
      // A file YAML could not read is written afresh, its old text kept beside it (nothing is lost).
      if (broken && result.status === "written") await writeFile(`${file}.broken`, original);
      return result;
    },
  };
}
