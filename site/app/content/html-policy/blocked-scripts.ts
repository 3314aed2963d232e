import { BLOCKED_CATEGORY_ATTR as CATEGORY_ATTR, BLOCKER_CLASS, BLOCKER_CLASS_ATTR, WPCONSENT_CATEGORY_ATTR, WPCONSENT_NAME_ATTR, WPCONSENT_SRC_ATTR } from "@vitrine/consent";
import type { ContentScript, DeclaredScripts } from "../../consent/declared-scripts";
import { resolveAddress } from "../../source/resolve-url";
import { attributeReason, scriptReason } from "./reasons";
import type { PendingFinding } from "./finding";

/**
 * Blocked-script markup in content (docs/behaviour/content.md#html-policy): the only
 * scripts content may carry, held back until the visitor allows their category. Each is
 * checked against the scripts and services the site declares (`declared-scripts.ts`): its
 * category must be one of its layer's, a layer-2 script must name a declared service of that
 * category, and an address on another host must be one that category or service declares.
 */
const TYPE = "text/plain";
// What a blocked script may carry besides data-* (consent copies them to the running script).
const SCRIPT_ATTRS = new Set(["type", "src", "async", "defer", "crossorigin", "integrity", "referrerpolicy", "nomodule"]);
const ADDRESS_ATTRS = ["src", WPCONSENT_SRC_ATTR];

/** Either layer's blocked-script markup: `type="text/plain"` and the layer's category attribute. */
export function isBlockedScript(el: Element): boolean {
  if (el.getAttribute("type") !== TYPE) return false;
  const layer1 = el.getAttribute(BLOCKER_CLASS_ATTR) === BLOCKER_CLASS && Boolean(el.getAttribute(CATEGORY_ATTR));
  return layer1 || Boolean(el.getAttribute(WPCONSENT_CATEGORY_ATTR));
}

export type ScriptCheck = { page: string; scripts: DeclaredScripts; findings: PendingFinding[] };

/**
 * Checks a blocked script in place: strips attributes it may not carry and addresses that
 * are no web address; returns false when the script as a whole must go (an undeclared
 * service, category or host).
 */
export function checkBlockedScript(el: Element, { page, scripts, findings }: ScriptCheck): boolean {
  let from: URL | undefined;
  for (const { name, value } of [...el.attributes]) {
    const address = ADDRESS_ATTRS.includes(name) ? resolveAddress(value, page) : undefined;
    const badAddress = address !== undefined && address.kind !== "own" && address.kind !== "other-host";
    if (address?.kind === "other-host") from = address.url;
    if ((SCRIPT_ATTRS.has(name) || name.startsWith("data-")) && !badAddress) continue;
    findings.push({ reason: attributeReason("script", name, value, address?.kind === "scheme" ? address.scheme : undefined), needle: name, element: el });
    el.removeAttribute(name);
  }
  const layer1 = el.getAttribute(CATEGORY_ATTR);
  const script: ContentScript =
    layer1 !== null
      ? { layer: 1, category: layer1, from }
      : { layer: 2, categories: (el.getAttribute(WPCONSENT_CATEGORY_ATTR) ?? "").split(/\s+/).filter(Boolean), service: el.getAttribute(WPCONSENT_NAME_ATTR) || undefined, from };
  const problem = scripts.problem(script);
  if (!problem) return true;
  findings.push({ reason: scriptReason(problem), needle: from?.hostname ?? "<script", near: "<script", element: el });
  return false;
}
