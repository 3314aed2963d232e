import { gzipSync } from "node:zlib";
import { BOOT_SCRIPT_ATTR, BOOT_SCRIPT_BOTH_BUDGET_BYTES, BOOT_SCRIPT_BUDGET_BYTES } from "@vitrine/consent/boot";

const BOOT_SCRIPT = new RegExp(`<script ${BOOT_SCRIPT_ATTR}="">([\\s\\S]*?)</script>`);

/**
 * The build's word on a page's inline boot script: a warning when it is over budget
 * (more categories and cookie names make its embedded config longer), else nothing.
 * Every page inlines it, so one page tells for all.
 */
export function bootBudgetWarning(html: string, options: { readonly bothLayers?: boolean } = {}): string | undefined {
  const script = BOOT_SCRIPT.exec(html)?.[1];
  if (script === undefined) return undefined;
  const bytes = gzipSync(script, { level: 9 }).length;
  // Both layers carry two readers and their merge (docs/decisions/020-consent-layer-2-and-the-bridge.md#boot-size).
  const budget = options.bothLayers ? BOOT_SCRIPT_BOTH_BUDGET_BYTES : BOOT_SCRIPT_BUDGET_BYTES;
  if (bytes <= budget) return undefined;
  return `The inline consent boot script is ${bytes} bytes gzip, over its ${budget}-byte budget; every page carries it. Fewer consent categories or cookie names (site.config.ts: consent.categories) bring it back under.`;
}
