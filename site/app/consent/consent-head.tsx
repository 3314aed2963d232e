import { BOOT_SCRIPT_ATTR, renderBootScript } from "@vitrine/consent/boot";
import siteConfig from "../../site.config";
import { consentAsked } from "../config/consent-asked";
import { bootOptionsOf } from "./consent-options";

/**
 * Head part of the consent layers: the boot script, first in <head> because it must run
 * before any other script (docs/decisions/001-consent-engine.md): it reads both layers'
 * cookies when both run, and sends Consent Mode's default command before any tag. It
 * exists only in the pre-rendered HTML; the browser bundle carries no second copy.
 */
export function ConsentHead() {
  // Nothing to ask, nothing to read or hold back: no boot script (consent-asked.ts).
  const options = consentAsked(siteConfig) ? bootOptionsOf(siteConfig) : undefined;
  if (!options) return null;
  return <script {...{ [BOOT_SCRIPT_ATTR]: "" }} dangerouslySetInnerHTML={{ __html: renderBootScript(options) }} />;
}
