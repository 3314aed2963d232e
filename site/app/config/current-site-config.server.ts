import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import siteConfig from "../../site.config";
import { contentDir, withContentDir } from "../source/content-dir.server";
import type { SiteConfig } from "./site-config";

/** The settings files `site.config.ts` reads in `root`, as one key: a hash of each YAML file's name and text. */
function settingsKey(root: string): string {
  const dir = path.join(root, "settings");
  const hash = createHash("sha256");
  try {
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".yaml")).sort()) hash.update(`${name}\0${readFileSync(path.join(dir, name), "utf8")}\0`);
  } catch {
    return "";
  }
  return hash.digest("hex").slice(0, 16);
}

/** The config, or, when `site.config.ts` refuses the settings, the last good one and its problems (one per line). */
export type ConfigAt = { config: SiteConfig; problems: string[] };

/** Each state of the settings seen, by key: going back to one (an undo, a draft saved) reuses its config. */
const configs = new Map<string, Promise<ConfigAt>>([[settingsKey(contentDir()), Promise.resolve({ config: siteConfig, problems: [] })]]);
let lastGood: SiteConfig = siteConfig;

/**
 * The site's config as the settings files in `root` hold them (docs/decisions/042-service-catalogue.md).
 * A long-running process (the studio) imported `site.config.ts` once; an owner then saves
 * settings files (a service ticked in the Consent screen, a language), and the content check
 * must judge a draft, and then the content, against the config the next build will have.
 * So for settings it has not seen, `site.config.ts` is evaluated again (a new module
 * instance) with `contentDir()` answering `root` (a draft's copy of the content folder), and
 * what it throws becomes the check's problems. For the settings it was imported with (a
 * build, which checks its content once, at its start), it is that config.
 */
export function siteConfigAt(root: string = contentDir()): Promise<ConfigAt> {
  const key = settingsKey(root);
  const known = configs.get(key);
  if (known) return known;
  const file = process.env.VITRINE_SITE_CONFIG ?? path.join(import.meta.dirname, "..", "..", "site.config.ts");
  const loaded = withContentDir(root, () => import(/* @vite-ignore */ `${pathToFileURL(file).href}?settings=${key}`)).then(
    (module: { default: SiteConfig }): ConfigAt => ({ config: (lastGood = module.default), problems: [] }),
    (error: Error): ConfigAt => ({ config: lastGood, problems: error.message.split("\n") }),
  );
  configs.set(key, loaded);
  return loaded;
}

/** The config as the content folder's settings files hold it now (the studio's canvas and Consent screen). */
export async function currentSiteConfig(): Promise<SiteConfig> {
  return (await siteConfigAt()).config;
}
