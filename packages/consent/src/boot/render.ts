import { toBootConfig } from "./boot-config";
import { BOOT_SOURCE } from "./boot.generated";
import type { ConsentOptions } from "./core/options";

/** Attribute the site puts on the inline `<script>` holding the boot script. */
export const BOOT_SCRIPT_ATTR = "data-consent-boot";

/** Its budget, gzip, with the config embedded (architecture.md "Quality bars": 3 KB). */
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
 * Callbacks in the options (`ccpaRegion`, `onAccept`) are not part of it.
 */
export function renderBootScript(options: Partial<ConsentOptions>): string {
  // A function, not a replacement string: in one, "$`", "$&" or "$'" in a configured
  // name would splice parts of the bundle into the config.
  const config = scriptSafeJson(toBootConfig(options));
  return BOOT_SOURCE.replace(CONFIG_PLACEHOLDER, () => config);
}
