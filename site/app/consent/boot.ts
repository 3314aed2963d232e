import { renderBootScript } from "@vitrine/consent/boot";
import type { ConsentConfig } from "./consent-config";
import { toEngineOptions } from "./engine-options";

/** The inline head script's text for this site's config (built once per build). */
export function bootScript(config: ConsentConfig): string {
  return renderBootScript(toEngineOptions(config));
}
