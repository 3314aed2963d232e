import { pathToFileURL } from "node:url";
import type { SiteConfig } from "../../app/config/site-config";

/** The consent settings of both layers in the config being built (VITRINE_SITE_CONFIG, absolute by now, or site.config.ts). */
export async function builtConsentConfig(): Promise<Pick<SiteConfig, "consent" | "consent2">> {
  const variant = process.env.VITRINE_SITE_CONFIG;
  const module = (await (variant ? import(pathToFileURL(variant).href) : import("../../site.config"))) as { default: SiteConfig };
  return { consent: module.default.consent, consent2: module.default.consent2 };
}
