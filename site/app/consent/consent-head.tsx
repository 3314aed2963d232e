import { BOOT_SCRIPT_ATTR, renderBootScript } from "@vitrine/consent/boot";
import siteConfig from "../../site.config";

/**
 * Head part of the consent layer: the boot script, first in <head> because it must run
 * before any other script (docs/decisions/001-consent-engine.md). It exists only in the
 * pre-rendered HTML; the browser bundle carries no second copy.
 */
export function ConsentHead() {
  const config = siteConfig.consent;
  if (!config.enabled) return null;
  return <script {...{ [BOOT_SCRIPT_ATTR]: "" }} dangerouslySetInnerHTML={{ __html: renderBootScript({ layer1: config }) }} />;
}
