import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { editionOf, editionsOf, firstLanguageSiteName, ownerSettings, type OwnerSettingsName } from "@vitrine/site/editor/server";
import { writeFileAtomic } from "../files/atomic-write";
import { ABSENT, versionOf, type FileVersion } from "../files/file-version";
import { settingsFile, type GuardRoots } from "../files/path-guard";
import { writeYaml, yamlSyntaxErrors } from "../files/yaml-writer";
import { writeChecked } from "./checked-write";
import { serialByName } from "./markdown-file";
import type { WriteResult } from "./pages";
import { contentName } from "./content-name";
import { inFileTurn } from "./file-turn";

const HEADERS: Record<OwnerSettingsName, string> = {
  site: "# The site's name, tagline, language and contact address, edited in the studio's Site screen.\n",
  menu: "# The header's menu, edited in the studio's Menu screen.\n",
  footer: "# The footer's areas and copyright line, edited in the studio's Footer screen.\n",
  consent: "# The outside services the site uses and the consent layers' words, edited in the studio's Consent screen.\n",
};

export const isSettingsName = (name: string | undefined): name is OwnerSettingsName => name !== undefined && Object.hasOwn(ownerSettings, name);

/**
 * The owner's settings files under content/settings/ (docs/decisions/040-owner-settings-files.md):
 * read as the file holds them, saved like a page — the build's own check on the content as it
 * would be (the file's schema, and no menu or footer link to a page the site lacks), written
 * atomically in the file's own style with its comments, stopped by a change on disk.
 */
export function createSettingsFiles(roots: GuardRoots & { publicDir: string }, options: { onWrite(): void; /** The second languages' files changed too (their site name is the first's). */ onEditionsWrite?(): void }) {
  const serial = serialByName();
  const fileOf = (name: OwnerSettingsName) => settingsFile(roots, ownerSettings[name].file);
  return {
    async read(name: OwnerSettingsName): Promise<{ data: Record<string, unknown>; version: FileVersion; file: string }> {
      const file = fileOf(name);
      const display = contentName(roots.contentDir, ownerSettings[name].file);
      if (!existsSync(file)) return { data: {}, version: ABSENT, file: display };
      const text = await readFile(file, "utf8");
      // A file broken by hand opens with what could be read, and says so: a save writes it afresh.
      const unreadable = yamlSyntaxErrors(text, display);
      const data = (parseDocument(text).toJS() as Record<string, unknown> | null) ?? {};
      return { data: typeof data === "object" && !Array.isArray(data) ? data : {}, version: versionOf(text), file: display, ...(unreadable.length > 0 ? { unreadable } : {}) };
    },
    save(name: OwnerSettingsName, given: unknown, baseVersion: FileVersion): Promise<WriteResult> {
      return serial(name, async () => {
        const file = fileOf(name);
        const original = existsSync(file) ? await readFile(file, "utf8") : HEADERS[name];
        const data = name === "site" ? withoutCopiedName(roots.contentDir, given) : given;
        // A file YAML cannot read is written afresh, its old text kept beside it (nothing is lost).
        const broken = yamlSyntaxErrors(original, "").length > 0;
        const text = writeYaml(broken ? HEADERS[name] : original, data);
        if (text === original) return { status: "unchanged", version: baseVersion };
        const result = await writeChecked(roots, ownerSettings[name].file, file, text, baseVersion, options.onWrite);
        if (broken && result.status === "written") await writeFile(`${file}.broken`, original);
        if (name === "site" && result.status === "written" && !editionOf(roots.contentDir)) {
          const before = nameIn(broken ? "" : original);
          const after = (data as { name?: unknown }).name;
          if (before !== after) {
            await forgetCopiesOfName(roots.contentDir, before);
            if (await renameInCopyrightLines(roots.contentDir, before, after)) options.onWrite();
          }
          options.onEditionsWrite?.();
        }
        return result;
      });
    },
  };
}

/** The `name` a site settings file's text gives, if any. */
function nameIn(text: string): string | undefined {
  const data = parseDocument(text).toJS() as { name?: unknown } | null;
  return typeof data?.name === "string" ? data.name : undefined;
}

/**
 * A second language's site settings without a name that is the first language's: the
 * name is left out of its file, so the second language goes on having the first one's
 * when the site is renamed (site/app/config/owner-settings.server.ts).
 */
function withoutCopiedName(contentDir: string, data: unknown): unknown {
  if (!editionOf(contentDir) || !data || typeof data !== "object" || Array.isArray(data)) return data;
  const { name, ...rest } = data as Record<string, unknown>;
  return name === undefined || name === firstLanguageSiteName(contentDir) ? rest : data;
}

/**
 * After a rename in the first language, each second language whose file still holds the
 * old name (a copy, not a name of its own) loses it, and so takes the new one.
 */
async function forgetCopiesOfName(firstRoot: string, oldName: string | undefined): Promise<void> {
  if (!oldName) return;
  for (const edition of editionsOf(firstRoot)) {
    const file = path.join(edition.root, ...ownerSettings.site.file.split("/"));
    if (!existsSync(file)) continue;
    await inFileTurn(file, async () => {
      const text = await readFile(file, "utf8");
      const data = parseDocument(text).toJS() as Record<string, unknown> | null;
      if (yamlSyntaxErrors(text, "").length > 0 || !data || data.name !== oldName) return;
      const { name: _copy, ...rest } = data;
      await writeFileAtomic(file, writeYaml(text, rest));
    });
  }
}

/**
 * After a rename in the first language, each footer's copyright line that names the site by
 * its old name ("© 2026 Hollow Oak Studio") names it by the new one, in every language: a
 * line that names it otherwise (a second language's own name) is the owner's and stays.
 * Whether the first language's footer changed.
 */
async function renameInCopyrightLines(firstRoot: string, oldName: string | undefined, newName: unknown): Promise<boolean> {
  if (!oldName || typeof newName !== "string" || newName === "") return false;
  let firstChanged = false;
  for (const root of [firstRoot, ...editionsOf(firstRoot).map((edition) => edition.root)]) {
    const file = path.join(root, ...ownerSettings.footer.file.split("/"));
    if (!existsSync(file)) continue;
    await inFileTurn(file, async () => {
      const text = await readFile(file, "utf8");
      const data = parseDocument(text).toJS() as Record<string, unknown> | null;
      if (yamlSyntaxErrors(text, "").length > 0 || !data || typeof data.copyright !== "string" || !data.copyright.includes(oldName)) return;
      await writeFileAtomic(file, writeYaml(text, { ...data, copyright: data.copyright.replaceAll(oldName, newName) }));
      if (root === firstRoot) firstChanged = true;
    });
  }
  return firstChanged;
}
