import {
  BLOCK_ATTR,
  BLOCKER_CLASS,
  BLOCKER_CLASS_ATTR,
  CATEGORY_ATTR,
  ORIGINAL_TYPE_ATTR,
  POSITION_ATTR,
} from "../layer1/names";
import { WPCONSENT_CATEGORY_ATTR, WPCONSENT_NAME_ATTR, WPCONSENT_SRC_ATTR } from "./wpconsent-names";

export interface BlockedScriptOptions {
  /** Category slug that must be allowed before the script runs. */
  readonly category: string;
  /** External script address; omit for an inline script. */
  readonly src?: string;
  /** Inline code (ignored with `src`). */
  readonly code?: string;
  /** Where the activated script is appended. @default "head" */
  readonly position?: "head" | "body";
  /** Run as an ES module once activated. @default false */
  readonly module?: boolean;
  /** Further attributes copied to the activated script (`async`, `defer`, `crossorigin`, …); `true` writes a bare attribute. */
  readonly attributes?: Readonly<Record<string, string | true>>;
  /**
   * Whose markup: layer 1's (`data-cli-*`) or layer 2's (`data-wpconsent-*`, activated in
   * its own place under layer 2's unlock rule; `position` does not apply). @default "cookielawinfo"
   */
  readonly markup?: "cookielawinfo" | "wpconsent";
  /** Layer 2's markup: the service slug (`data-wpconsent-name`) the unlock rule asks about with manual toggles. */
  readonly service?: string;
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The HTML of a blocked script in either plugin's markup (docs/behaviour/consent-layer-1.md#blocked-scripts,
 * docs/behaviour/consent-layer-2.md#blocked-scripts), for the build to write into pages:
 * never executed by the browser until the activator replaces it.
 */
export function renderBlockedScript(options: BlockedScriptOptions): string {
  const own = options.markup === "wpconsent" ? wpConsentAttributes(options) : cookieLawInfoAttributes(options);
  const attrs: [string, string | true][] = [
    ["type", "text/plain"],
    ...own,
    ...(options.module ? ([[ORIGINAL_TYPE_ATTR, "module"]] as [string, string][]) : []),
    ...Object.entries(options.attributes ?? {}).filter(([name]) => name !== "type" && name !== "src"),
  ];
  const html = attrs.map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`)).join("");
  // An inline body must not end the element early.
  const body = options.src ? "" : (options.code ?? "").replace(/<\/(script)/gi, "<\\/$1");
  return `<script${html}>${body}</script>`;
}

function cookieLawInfoAttributes(options: BlockedScriptOptions): [string, string][] {
  return [
    [BLOCKER_CLASS_ATTR, BLOCKER_CLASS],
    [CATEGORY_ATTR, options.category],
    [BLOCK_ATTR, "true"],
    [POSITION_ATTR, options.position ?? "head"],
    ...(options.src ? ([["src", options.src]] as [string, string][]) : []),
  ];
}

/** The plugin's own form (docs/behaviour/consent-layer-2.md#blocked-scripts): no `src` until unlocked. */
function wpConsentAttributes(options: BlockedScriptOptions): [string, string][] {
  return [
    ...(options.src ? ([[WPCONSENT_SRC_ATTR, options.src]] as [string, string][]) : []),
    ...(options.service ? ([[WPCONSENT_NAME_ATTR, options.service]] as [string, string][]) : []),
    [WPCONSENT_CATEGORY_ATTR, options.category],
  ];
}
