import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { parseDocument } from "yaml";
import { authorErrorMap, formatIssues, KIT_FILE, kitGroups, kitSchema, type Kit } from "@vitrine/site/editor/server";
import { contrastProblems } from "../../shared/contrast";
import { writeFileAtomic } from "../files/atomic-write";
import { ABSENT, checkVersion, versionOf, type FileVersion } from "../files/file-version";
import { settingsFile, type GuardRoots } from "../files/path-guard";
import { writeYaml, yamlSyntaxErrors } from "../files/yaml-writer";
import { problemsOf } from "./problems";
import type { WriteResult } from "./pages";

const HEADER = "# The site's colours and fonts (the kit), edited by the page builder's settings panel.\n";

/** The colours' labels, as the settings panel shows them (the kit schema's titles). */
function colourLabels(): Record<string, string> {
  return Object.fromEntries(Object.entries(kitGroups.colors.shape).map(([name, schema]) => [name, String(schema.meta()?.title ?? name)]));
}

/**
 * The kit's settings file (docs/decisions/026-kit-settings-file.md): read with every
 * default filled in, saved like a page — checked with the kit's schema and its messages
 * and for text contrast (WCAG AA),
 * written atomically in the file's own style, stopped by a change on disk.
 */
export function createKitSettings(roots: GuardRoots, options: { onWrite(): void }) {
  const file = settingsFile(roots, KIT_FILE);
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
      // A file broken by hand (it reads as every default) is written afresh, its old text kept beside it.
      const broken = yamlSyntaxErrors(original, "").length > 0;
      const text = writeYaml(broken ? HEADER : original, kit);
      if (text === original) return { status: "unchanged", version: baseVersion };
      const result = kitSchema.safeParse(kit, { error: authorErrorMap });
      if (!result.success) {
        return { status: "invalid", problems: problemsOf(formatIssues(`content/${KIT_FILE}`, result.error.issues), `content/${KIT_FILE}`, text) };
      }
      // Unreadable text is refused like an invalid field (docs/behaviour/page-builder.md#guards).
      const hard = contrastProblems(result.data.colors, colourLabels());
      if (hard.length > 0) {
        return { status: "invalid", problems: hard.map((p) => ({ text: `content/${KIT_FILE}: colors.${p.field}: ${p.message}`, path: ["colors", p.field], message: p.message })) };
      }
      await writeFileAtomic(file, text);
      if (broken) await writeFile(`${file}.broken`, original);
      options.onWrite();
      return { status: "written", version: versionOf(text) };
    },
  };
}
