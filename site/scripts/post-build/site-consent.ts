import { pathToFileURL } from "node:url";
import type { SiteConfig } from "../../app/config/site-config";

/** The config being built (VITRINE_SITE_CONFIG, absolute by now, or site.config.ts). */
export async function builtSiteConfig(): Promise<SiteConfig> {
  const variant = process.env.VITRINE_SITE_CONFIG;
  const module = (await (variant ? import(pathToFileURL(variant).href) : import("../../site.config"))) as { default: SiteConfig };
  return module.default;
}

