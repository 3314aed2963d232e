import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import siteConfig from "../../site.config";
import { contentDir } from "../content/content-dir.server";
import type { SiteConfig } from "./site-config";

/** The settings files `site.config.ts` reads, as one key: each file's name, size and time of change. */
function settingsKey(): string {
  const dir = path.join(contentDir(), "settings");
  try {
    return readdirSync(dir)
      .sort()
      .map((name) => {
        const stat = statSync(path.join(dir, name));
        return `${name}:${stat.size}:${stat.mtimeMs}`;
      })
      .join("|");
  } catch {
    return "";
  }
}

let current: { key: string; config: Promise<SiteConfig> } = { key: settingsKey(), config: Promise.resolve(siteConfig) };

/**
 * The site's config as its settings files hold it now (docs/decisions/040-owner-settings-files.md).
 * A long-running process (the studio) imported `site.config.ts` once; after an owner saves a
 * settings file (a service added in the Consent screen, say) the content check must see the
 * config as the next build will. So when the files have changed, `site.config.ts` is
 * evaluated again (a new module instance: its settings readers then read the files anew).
 * While they have not, this is the config every module imported; a build never re-imports.
 * A config that no longer loads keeps the last good one: the settings files' own check
 * names their problem.
 */
export function currentSiteConfig(): Promise<SiteConfig> {
  const key = settingsKey();
  if (key === current.key) return current.config;
  const last = current.config;
  const file = process.env.VITRINE_SITE_CONFIG ?? path.join(import.meta.dirname, "..", "..", "site.config.ts");
  const url = `${pathToFileURL(file).href}?settings=${createHash("sha256").update(key).digest("hex").slice(0, 12)}`;
  const config = import(/* @vite-ignore */ url).then((module: { default: SiteConfig }) => module.default, () => last);
  current = { key, config };
  return config;
}
