import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readBrokenAsDefaults } from "./owner-settings.server";
import { contentDir } from "../source/content-dir.server";
import { firstEditionRoot } from "../source/editions.server";
import { authorErrorMap, formatIssues } from "../lib/error-map";
import { parseYaml } from "../source/parse-source";
import { kitSchema, type KitInput } from "./kit";

/**
 * Where the kit's colours and fonts live: a YAML file in the content folder, which the
 * page builder's settings panel writes the way it writes pages (format kept, atomic) and
 * the build reads through site.config.ts (docs/decisions/026-kit-settings-file.md).
 */
export const KIT_FILE = "settings/kit.yaml";

/**
 * The kit as the content folder's settings file gives it, checked with its messages
 * (`content/settings/kit.yaml: colors.primary: expected a CSS colour …`); `{}` (every
 * default) when there is no such file.
 */
export function readKitFile(root: string = contentDir()): KitInput {
  // An edition without a kit of its own has the first language's colours and fonts (source/editions.server.ts).
  const own = path.join(root, ...KIT_FILE.split("/"));
  const absolute = existsSync(own) ? own : path.join(firstEditionRoot(root), ...KIT_FILE.split("/"));
  if (!existsSync(absolute)) return {};
  const file = `content/${KIT_FILE}`;
  const { data, problems } = parseYaml(file, readFileSync(absolute, "utf8"));
  const result = problems.length > 0 ? undefined : kitSchema.safeParse(data ?? {}, { error: authorErrorMap });
  if (result?.success) return data as KitInput;
  const lines = result ? formatIssues(file, result.error.issues) : problems;
  // The studio starts on a broken kit with every default, the check naming it (owner-settings.server.ts).
  if (readBrokenAsDefaults(lines)) return {};
  throw new Error(lines.join("\n"));
}
