import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { parseDocument } from "yaml";
import { authorErrorMap, formatIssues, KIT_FILE, kitSchema, type Kit } from "@vitrine/site/editor/server";
import { writeFileAtomic } from "../files/atomic-write";
import { ABSENT, checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { kitFile, type GuardRoots } from "../files/path-guard";
import { writeYaml } from "../files/yaml-writer";
import { problemsOf } from "./problems";
import type { WriteResult } from "./pages";

const HEADER = "# The site's colours and fonts (the kit), edited by the page builder's settings panel.\n";

/**
 * The kit's settings file (docs/decisions/026-kit-settings-file.md): read with every
 * default filled in, saved like a page — checked with the kit's schema and its messages,
 * written atomically in the file's own style, stopped by a change on disk.
 */
export function createKitSettings(roots: GuardRoots, options: { onWrite(): void }) {
  const file = kitFile(roots, KIT_FILE);
  return {
    async read(): Promise<{ kit: Kit; version: FileVersion }> {
      if (!existsSync(file)) return { kit: kitSchema.parse({}), version: ABSENT };
      const text = await readFile(file, "utf8");
      const parsed = kitSchema.safeParse(parseDocument(text).toJS() ?? {});
      return { kit: parsed.success ? parsed.data : kitSchema.parse({}), version: versionOf(text) };
    },
    async save(kit: unknown, baseVersion: FileVersion): Promise<WriteResult> {
      const check = await checkVersion(file, baseVersion);
      if (!check.ok) return { status: "conflict", current: check.current };
      const original = existsSync(file) ? await readFile(file, "utf8") : HEADER;
      const text = writeYaml(original, kit);
      if (text === original) return { status: "unchanged", version: baseVersion };
      const result = kitSchema.safeParse(kit, { error: authorErrorMap });
      if (!result.success) {
        return { status: "invalid", problems: problemsOf(formatIssues(`content/${KIT_FILE}`, result.error.issues), `content/${KIT_FILE}`, text) };
      }
      await writeFileAtomic(file, text);
      options.onWrite();
      return { status: "written", version: versionOf(text) };
    },
  };
}
