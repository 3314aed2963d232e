import siteConfig from "../../site.config";
import { bootScript } from "./boot";

/**
 * Head part of the consent layer: the boot script, first in <head> because it must run
 * before any other script (architecture.md "The consent engine"). It exists only in the
 * pre-rendered HTML; the browser bundle carries no second copy.
 */
export function ConsentHead() {
  const config = siteConfig.consent;
  if (!config.enabled) return null;
  return <script data-consent-boot="" dangerouslySetInnerHTML={{ __html: bootScript(config) }} />;
}
