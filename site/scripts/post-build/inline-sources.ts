import { createHash } from "node:crypto";
import { parse, parseFragment, type DefaultTreeAdapterMap } from "parse5";

/**
 * What a built page runs or applies inline, as the CSP must name it
 * (docs/behaviour/server.md#csp): the sha256 of every inline script (the consent boot
 * script, and blocked scripts too, since consent re-creates them with the same text)
 * and of every `<style>` element, also the one inside `<noscript>` that applies
 * without JavaScript; and the origins of external scripts, split into those held
 * back by consent (blocked-script markup) and any that would load at once.
 */
type PageSources = {
  scriptHashes: string[];
  styleHashes: string[];
  gatedScriptOrigins: string[];
  ungatedScriptOrigins: string[];
};

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

// Script types that are data, never run, so they need no hash.
const DATA_TYPES = /^(application\/(ld\+)?json|importmap|speculationrules)$/i;
// The blocked-script markup of the consent layers (docs/content.md, "Blocked third-party scripts"):
// layer 1's keeps its address in src, layer 2's in data-wpconsent-src until it is unlocked.
const BLOCKED_CATEGORY_ATTRS = ["data-cli-script-type", "data-wpconsent-category"];
const LAYER2_SRC_ATTR = "data-wpconsent-src";

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: Element) =>
  el.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** The origin of a script address that leaves the site, or undefined for the site's own. */
function foreignOrigin(src: string): string | undefined {
  if (!/^(https?:)?\/\//i.test(src)) return undefined;
  return new URL(src, "https://site.invalid").origin;
}

function walk(node: Node, visit: (el: Element) => void) {
  if ("tagName" in node) visit(node);
  const children = "content" in node && node.nodeName === "template" ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
}

export function scanPage(html: string): PageSources {
  const found = { scripts: new Set<string>(), styles: new Set<string>(), gated: new Set<string>(), ungated: new Set<string>() };
  const visit = (el: Element) => {
    if (el.tagName === "script") {
      const blocked = attr(el, "type") === "text/plain" && BLOCKED_CATEGORY_ATTRS.some((name) => attr(el, name) !== undefined);
      const src = attr(el, "src") ?? (blocked ? attr(el, LAYER2_SRC_ATTR) : undefined);
      const origin = src === undefined ? undefined : foreignOrigin(src);
      if (origin) (blocked ? found.gated : found.ungated).add(origin);
      const text = textOf(el);
      if (src === undefined && text.trim() && !DATA_TYPES.test(attr(el, "type") ?? "")) found.scripts.add(sha256Source(text));
    } else if (el.tagName === "style") {
      found.styles.add(sha256Source(textOf(el)));
    } else if (el.tagName === "noscript") {
      // Parsed as text while scripting is on; what it holds applies when it is off.
      walk(parseFragment(textOf(el), { scriptingEnabled: false }), visit);
    }
  };
  walk(parse(html), visit);
  return {
    scriptHashes: [...found.scripts],
    styleHashes: [...found.styles],
    gatedScriptOrigins: [...found.gated],
    ungatedScriptOrigins: [...found.ungated],
  };
}
