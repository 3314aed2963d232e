import {
  BLOCK_ATTR,
  BLOCKER_CLASS,
  BLOCKER_CLASS_ATTR,
  CATEGORY_ATTR,
  ORIGINAL_TYPE_ATTR,
  POSITION_ATTR,
} from "../layer1/names";

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
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The HTML of a blocked script in the plugin's markup (docs/behaviour/consent-layer-1.md#blocked-scripts), for the build to write into pages: never executed by the browser until
 * the activator replaces it.
 */
export function renderBlockedScript(options: BlockedScriptOptions): string {
  const attrs: [string, string | true][] = [
    ["type", "text/plain"],
    [BLOCKER_CLASS_ATTR, BLOCKER_CLASS],
    [CATEGORY_ATTR, options.category],
    [BLOCK_ATTR, "true"],
    [POSITION_ATTR, options.position ?? "head"],
    ...(options.module ? ([[ORIGINAL_TYPE_ATTR, "module"]] as [string, string][]) : []),
    ...(options.src ? ([["src", options.src]] as [string, string][]) : []),
    ...Object.entries(options.attributes ?? {}).filter(([name]) => name !== "type"),
  ];
  const html = attrs.map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`)).join("");
  // An inline body must not end the element early.
  const body = options.src ? "" : (options.code ?? "").replace(/<\/(script)/gi, "<\\/$1");
  return `<script${html}>${body}</script>`;
}
