import { BOOT_SOURCES } from "./boot.generated";
import { bootBundleName, toBootConfig, type BootOptions } from "./config";

export type { BootOptions, BootLayer2Options } from "./config";

/** Attribute the site puts on the inline `<script>` holding the boot script. */
export const BOOT_SCRIPT_ATTR = "data-consent-boot";

/** Its budget, gzip, with the config embedded, for one layer: the 3 KB quality bar (docs/decisions/001-consent-engine.md). */
export const BOOT_SCRIPT_BUDGET_BYTES = 3072;
/** With both layers and Consent Mode: 4 KB (bench/bars.mjs, docs/decisions/020-consent-layer-2-and-the-bridge.md#boot-size). */
export const BOOT_SCRIPT_BOTH_BUDGET_BYTES = 4096;

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
 * `<script data-consent-boot dangerouslySetInnerHTML={{ __html: renderBootScript({ layer1, layer2, categoryMap, consentMode }) }} />`.
 * One bundle per set of enabled layers (`BOOT_SOURCES`: layer 1, layer 2, both, each
 * with or without Consent Mode), so a site pays only for what it runs
 * (docs/decisions/001-consent-engine.md).
 */
export function renderBootScript(options: BootOptions): string {
  // A function, not a replacement string: in one, "$`", "$&" or "$'" in a configured
  // name would splice parts of the bundle into the config.
  const config = scriptSafeJson(toBootConfig(options));
  const source = (BOOT_SOURCES as Record<string, string>)[bootBundleName(options)]!;
  return source.replace(CONFIG_PLACEHOLDER, () => config);
}
