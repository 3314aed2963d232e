import { randomBytes } from "node:crypto";
import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";
import { defaultGates, type Gate, type GateImage } from "./gates";
import { attributeReason, foreignResourceReason, tagReason } from "./reasons";

/**
 * The content HTML policy (docs/behaviour/content.md#html-policy,
 * docs/decisions/018-content-html-policy.md): an allow-list applied with DOMPurify to
 * the HTML of Markdown bodies and text widgets at build time. Scripts survive only as
 * blocked-script markup, nothing can load from another host before consent (a gate
 * may turn it into consent-gated markup; otherwise it is refused), and no markup can
 * redirect, rebase, restyle or script the page. Every removal is reported with its
 * reason, so the build can fail with the file and line.
 */
export type Finding = { reason: string; /** Text to find the place in the source by. */ needle: string };
type PolicyResult = { html: string; findings: Finding[] };

type PolicyOptions = {
  /** The site's own origin (site.config.ts `url`): absolute links to it are not foreign. */
  siteOrigin: string;
  gates: readonly Gate[];
  /** The site's images by media name, for gates that show one (a frame's thumbnail). */
  image?: (name: string) => GateImage | undefined;
};

// The media renderer's own placeholder colour is the only style attribute content keeps.
const PLACEHOLDER_STYLE = /^background-color:#[0-9a-f]{3,8}$/i;
// Elements that load what an attribute names as soon as they are parsed.
const LOADING_ATTRS: Record<string, string[]> = {
  img: ["src", "srcset"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  source: ["src", "srcset"],
  track: ["src"],
};
const BLOCKED_SCRIPT = { type: "text/plain", classAttr: "data-cli-class", classValue: "cli-blocker-script", category: "data-cli-script-type" };
// Layer 2's form of it (docs/behaviour/consent-layer-2.md#blocked-scripts): its address waits in data-wpconsent-src.
const LAYER2_SCRIPT = { category: "data-wpconsent-category", src: "data-wpconsent-src" };
// What a blocked script may carry besides data-* (consent copies them to the running script).
const SCRIPT_ATTRS = new Set(["type", "src", "async", "defer", "crossorigin", "integrity", "referrerpolicy", "nomodule"]);
// Stands in, while DOMPurify runs, for markup that is already checked: a blocked script
// (DOMPurify's mXSS guard drops any script whose code contains "<", as `a < b` does)
// and a gate's consent-gated markup (the site's own, which may use tags content may not).
const KEEP_TAG = "vitrine-kept";

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ["iframe", KEEP_TAG],
  ADD_ATTR: ["loading", "decoding", "fetchpriority", "allowfullscreen"],
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option", "base", "meta", "link", "object", "embed"],
  FORBID_ATTR: ["srcdoc", "ping", "formaction", "action"],
  // Keep the text of a refused element out too (a script's code must not become page text).
  FORBID_CONTENTS: ["script", "style", "template", "noscript"],
  ALLOW_DATA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  WHOLE_DOCUMENT: false,
  // Without it, leading <script>, <style> or <meta> would be parsed into <head> and dropped unreported.
  FORCE_BODY: true,
};

const window = new JSDOM("").window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** The host of an address on another site, or undefined for the site's own. */
function foreignHost(url: string, siteOrigin: string): string | undefined {
  const first = url.trim().split(/[\s,]+/)[0] ?? "";
  if (!/^(https?:)?\/\//i.test(first)) return undefined;
  const parsed = new URL(first, siteOrigin);
  return parsed.origin === new URL(siteOrigin).origin ? undefined : parsed.host;
}

function isBlockedScript(el: Element) {
  if (el.getAttribute("type") !== BLOCKED_SCRIPT.type) return false;
  const layer1 = el.getAttribute(BLOCKED_SCRIPT.classAttr) === BLOCKED_SCRIPT.classValue && Boolean(el.getAttribute(BLOCKED_SCRIPT.category));
  return layer1 || Boolean(el.getAttribute(LAYER2_SCRIPT.category));
}

type Kept = { key: string; markup: string[] };

/** Sets checked markup aside; returns its stand-in. */
function keep(el: Element, kept: Kept): Element {
  const stand = el.ownerDocument.createElement(KEEP_TAG);
  stand.setAttribute("data-key", `${kept.key}-${kept.markup.length}`);
  kept.markup.push(el.outerHTML);
  return stand;
}

/** Strips a blocked script of attributes it may not carry. */
function checkScriptAttributes(el: Element, findings: Finding[]) {
  for (const { name, value } of [...el.attributes]) {
    const badUrl = (name === "src" || name === LAYER2_SCRIPT.src) && !/^(https:\/\/|\/(?!\/))/i.test(value.trim());
    if ((SCRIPT_ATTRS.has(name) || name.startsWith("data-")) && !badUrl) continue;
    findings.push({ reason: attributeReason("script", name, value), needle: name });
    el.removeAttribute(name);
  }
}

/** The rules DOMPurify's allow-list cannot express: which scripts, which styles, which hosts. */
function preCheck(root: DocumentFragment, options: PolicyOptions, findings: Finding[], kept: Kept) {
  // Only this module writes stand-ins.
  for (const el of root.querySelectorAll(KEEP_TAG)) {
    findings.push({ reason: tagReason(KEEP_TAG), needle: `<${KEEP_TAG}` });
    el.remove();
  }
  for (const el of root.querySelectorAll("script")) {
    if (isBlockedScript(el)) {
      checkScriptAttributes(el, findings);
      el.replaceWith(keep(el, kept));
    } else {
      findings.push({ reason: tagReason("script"), needle: "<script" });
      el.remove();
    }
  }
  for (const el of root.querySelectorAll("[style]")) {
    if (PLACEHOLDER_STYLE.test(el.getAttribute("style") ?? "")) continue;
    findings.push({ reason: attributeReason(el.localName, "style", ""), needle: "style=" });
    el.removeAttribute("style");
  }
  for (const el of root.querySelectorAll(Object.keys(LOADING_ATTRS).join(","))) {
    const attrs = LOADING_ATTRS[el.localName] ?? [];
    const url = attrs.map((name) => el.getAttribute(name)).find((value) => value && foreignHost(value, options.siteOrigin));
    if (!url) continue;
    const host = foreignHost(url, options.siteOrigin)!;
    const report = (reason: string, needle: string) => findings.push({ reason, needle });
    const gated = options.gates.map((gate) => gate(el, { host, document: el.ownerDocument, image: options.image, report })).find(Boolean);
    if (gated) el.replaceWith(keep(gated, kept));
    else {
      findings.push({ reason: foreignResourceReason(el.localName, host), needle: url.trim().split(/[\s,]+/)[0]! });
      el.remove();
    }
  }
}

export function applyHtmlPolicy(html: string, options: Partial<PolicyOptions> & Pick<PolicyOptions, "siteOrigin">): PolicyResult {
  const full: PolicyOptions = { gates: defaultGates, ...options };
  const findings: Finding[] = [];
  const template = window.document.createElement("template");
  template.innerHTML = html;
  // A fresh key per call, so markup in the content cannot pose as a stand-in.
  const kept: Kept = { key: randomBytes(9).toString("hex"), markup: [] };
  preCheck(template.content, full, findings, kept);
  let clean = purify.sanitize(template.innerHTML, CONFIG) as unknown as string;
  clean = clean.replace(new RegExp(`<${KEEP_TAG} data-key="${kept.key}-(\\d+)"></${KEEP_TAG}>`, "g"), (_, i: string) => kept.markup[Number(i)]!);
  for (const removed of purify.removed as { element?: Element; attribute?: Attr | null; from?: Element }[]) {
    if (removed.attribute && removed.from) {
      const { name, value } = removed.attribute;
      findings.push({ reason: attributeReason(removed.from.localName, name, value), needle: name.startsWith("on") || !value.trim() ? name : value.trim().slice(0, 40) });
    } else if (removed.element && removed.element.nodeType === 1 && removed.element.localName !== "remove") {
      // ("remove" is DOMPurify's own wrapper for FORCE_BODY.)
      findings.push({ reason: tagReason(removed.element.localName), needle: `<${removed.element.localName}` });
    }
  }
  return { html: clean, findings };
}
