import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentDir, displayName } from "../source/content-dir.server";
import { editionOf, firstEditionRoot } from "../source/editions.server";
import { parseYaml } from "../source/parse-source";
import { authorErrorMap, formatIssues } from "../lib/error-map";
import { ownerSettings, type OwnerSettingsName } from "./owner-settings";

type Input<N extends OwnerSettingsName> = z.input<(typeof ownerSettings)[N]["schema"]>;

/** The file's place in the content folder (it may not exist: every default then). */
export function settingsFilePath(name: OwnerSettingsName, root: string = contentDir()): string {
  return path.join(root, ...ownerSettings[name].file.split("/"));
}

/**
 * The problems of one owner's settings file, each as the build prints it
 * (`content/settings/menu.yaml: menu[2].label: …`), and its data when it has none.
 * No file is every default, where every field has one.
 */
export function checkSettingsFile<N extends OwnerSettingsName>(name: N, root: string = contentDir()): { data?: Input<N>; problems: string[] } {
  const absolute = settingsFilePath(name, root);
  const file = displayName(absolute, root);
  const inherited = inheritedSettings(name, root);
  if (!existsSync(absolute)) {
    // Every default, when there are defaults for everything; otherwise say what the file must give.
    const result = ownerSettings[name].schema.safeParse(inherited);
    const needed = result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    return needed.length ? { problems: [`${file}: the file is missing; it gives the site's ${needed.join(", ")}`] } : { data: inherited as Input<N>, problems: [] };
  }
  const { data, problems } = parseYaml(file, readFileSync(absolute, "utf8"));
  if (problems.length > 0) return { problems };
  const own = (data ?? {}) as Record<string, unknown>;
  // A field left empty (`name:`) is left out, as the studio leaves it out.
  const merged: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(inherited)) merged[key] = own[key] ?? value;
  const result = ownerSettings[name].schema.safeParse(typeof data === "object" && !Array.isArray(data) ? merged : data, { error: authorErrorMap });
  if (!result.success) return { problems: formatIssues(file, result.error.issues) };
  return { data: merged as Input<N>, problems: [] };
}

/**
 * What a second language's settings file takes from the first language's when it leaves it
 * out: the site's name, so a rename reaches every language that has no name of its own
 * (docs/decisions/046-two-languages-on-one-site.md#as-built).
 */
function inheritedSettings(name: OwnerSettingsName, root: string): Record<string, unknown> {
  if (name !== "site" || !editionOf(root)) return {};
  const first = checkSettingsFile("site", firstEditionRoot(root)).data;
  return first?.name ? { name: first.name } : {};
}

/** The site's name in the first language, which a second language without a name of its own shows. */
export function firstLanguageSiteName(root: string = contentDir()): string | undefined {
  return checkSettingsFile("site", firstEditionRoot(root)).data?.name;
}

/**
 * A process that must start whatever the files hold (the studio, where the owner fixes them)
 * reads a broken settings file as its defaults instead of stopping; the content check still
 * reports the file's problems, and a build still refuses it.
 */
let broken: ((problems: string[]) => void) | undefined;

/**
 * Read broken settings files as their defaults from now on, telling `onBroken` their
 * problems (the studio's start: docs/behaviour/page-builder.md#site-menu-and-footer).
 */
export function startDespiteBrokenSettings(onBroken: (problems: string[]) => void): void {
  broken = onBroken;
}

/** True when this process reads broken settings as their defaults (having told its handler `problems`); false when it must throw them. */
export function readBrokenAsDefaults(problems: string[]): boolean {
  broken?.(problems);
  return broken !== undefined;
}

/** What a broken file reads as in such a process: every default, and a name that says what to fix. */
function fallback<N extends OwnerSettingsName>(name: N): Input<N> {
  const defaults = ownerSettings[name].schema.safeParse({});
  return (defaults.success ? {} : { name: `Fix content/${ownerSettings[name].file}` }) as Input<N>;
}

/**
 * One owner's settings file as `site.config.ts` spreads it: checked with its schema and
 * messages, throwing them one per line (docs/decisions/040-owner-settings-files.md).
 */
export function readSettingsFile<N extends OwnerSettingsName>(name: N, root: string = contentDir()): Input<N> {
  const { data, problems } = checkSettingsFile(name, root);
  if (problems.length === 0 && data) return data;
  if (!readBrokenAsDefaults(problems)) throw new Error(problems.join("\n"));
  return fallback(name);
}
