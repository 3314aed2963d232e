import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import siteConfig from "../../site.config";
import { contentDir } from "../content/content-dir.server";
import type { SiteConfig } from "./site-config";

/** The settings files `site.config.ts` reads, as one key: a hash of each YAML file's name and text. */
function settingsKey(): string {
  const dir = path.join(contentDir(), "settings");
  const hash = createHash("sha256");
  try {
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".yaml")).sort()) hash.update(`${name}\0${readFileSync(path.join(dir, name), "utf8")}\0`);
  } catch {
    return "";
  }
  return hash.digest("hex").slice(0, 16);
}

const first = settingsKey();
/** Each state of the files seen, by key: going back to one (an undo) reuses its config. */
const configs = new Map<string, Promise<SiteConfig>>([[first, Promise.resolve(siteConfig)]]);

/**
 * The site's config as its settings files hold it now (docs/decisions/040-owner-settings-files.md).
 * A long-running process (the studio) imported `site.config.ts` once; after an owner saves a
 * settings file (a service added in the Consent screen, say) the content check must see the
 * config as the next build will. So when the files have changed, `site.config.ts` is
 * evaluated again (a new module instance: its settings readers then read the files anew).
 * While they have not (in a build, which checks its content once, at its start), this is
 * the config every module imported. A config that no longer loads keeps the last good one
 * (the publish's build then names the problem).
 */
export function currentSiteConfig(): Promise<SiteConfig> {
  const key = settingsKey();
  const known = configs.get(key);
  if (known) return known;
  const last = [...configs.values()].at(-1)!;
  const file = process.env.VITRINE_SITE_CONFIG ?? path.join(import.meta.dirname, "..", "..", "site.config.ts");
  const config = import(/* @vite-ignore */ `${pathToFileURL(file).href}?settings=${key}`).then((module: { default: SiteConfig }) => module.default, () => last);
  configs.set(key, config);
  return config;
}

