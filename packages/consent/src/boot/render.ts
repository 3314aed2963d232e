import type { Options } from "../layer1/options";
import { BOOT_SOURCES } from "./boot.generated";
import { toBootConfig } from "./config";

/** Attribute the site puts on the inline `<script>` holding the boot script. */
export const BOOT_SCRIPT_ATTR = "data-consent-boot";

/** Its budget, gzip, with the config embedded: the 3 KB quality bar (bench/bars.mjs, docs/decisions/001-consent-engine.md). */
export const BOOT_SCRIPT_BUDGET_BYTES = 3072;

const CONFIG_PLACEHOLDER = "__VITRINE_CONSENT_CONFIG__";

/**
 * JSON safe inside an inline `<script>`: `<` cannot close the element or open a
 * comment, and the two line separators JavaScript once rejected are escaped.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The boot script for these options, minified, with its config embedded: the site
 * inlines it as the first script of `<head>`, e.g.
 * `<script data-consent-boot dangerouslySetInnerHTML={{ __html: renderBootScript(options) }} />`.
 * One bundle per set of enabled layers (`BOOT_SOURCES`), so a site pays only for the
 * layers it runs; today layer 1 (docs/decisions/001-consent-engine.md).
 */
export function renderBootScript(options: Partial<Options>): string {
  // A function, not a replacement string: in one, "$`", "$&" or "$'" in a configured
  // name would splice parts of the bundle into the config.
  const config = scriptSafeJson(toBootConfig(options));
  return BOOT_SOURCES.layer1.replace(CONFIG_PLACEHOLDER, () => config);
}
