import { randomBytes } from "node:crypto";
import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";
import type { DeclaredScripts } from "../../consent/declared-scripts";
import { checkAddresses } from "./addresses";
import { checkBlockedScript, isBlockedScript } from "./blocked-scripts";
import type { Finding, PendingFinding } from "./finding";
import { defaultGates } from "./gates";
import type { Gate, GateImage } from "../../source/gate";
import { attributeReason, tagReason } from "./reasons";
import { checkReservedMarkup } from "./reserved-markup";
import { siteScripts } from "./site-scripts";
import { sourceTags } from "./source-tags";
import newTabWords from "../../config/parts/new-tab-words";
import { processNewTabLinks, type NewTabOptions } from "../../lib/new-tab-links";
import { NEW_TAB_CLASS } from "../../lib/new-tab-names";
import { sitePath } from "../../lib/site-path";

/**
 * The content HTML policy (docs/behaviour/content.md#html-policy,
 * docs/decisions/018-content-html-policy.md): an allow-list applied with DOMPurify to
 * the HTML of Markdown bodies and text widgets at build time. Scripts survive only as
 * blocked-script markup the site's config declares, nothing can load from another host
 * before consent (every address resolved as the browser will; a gate may turn it into
 * consent-gated markup, otherwise it is refused), nothing may wear the consent layers'
 * names, and no markup can redirect, rebase, restyle or script the page. Every removal is
 * reported with its reason, so the build can fail with the file and line.
 */
export type { Finding };
type PolicyResult = { html: string; findings: Finding[] };

export type PolicyOptions = {
  /** The site's own origin (site.config.ts `url`): absolute links to it are not foreign. */
  siteOrigin: string;
  gates: readonly Gate[];
  /** The scripts and services the site declares. @default site.config.ts's */
  scripts: DeclaredScripts;
  /** The site's images by media name, for gates that show one (a frame's thumbnail). */
  image?: (name: string) => GateImage | undefined;
  /** The words a link marked to open in a new tab adds to its name. @default the site's */
  newTab: NewTabOptions;
};

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

type Kept = { key: string; markup: string[] };

/** Sets checked markup aside; returns its stand-in. */
function keep(el: Element, kept: Kept): Element {
  const stand = el.ownerDocument.createElement(KEEP_TAG);
  stand.setAttribute("data-key", `${kept.key}-${kept.markup.length}`);
  kept.markup.push(el.outerHTML);
  return stand;
}

/** The rules DOMPurify's allow-list cannot express: which scripts, which addresses, which names and styles. */
function preCheck(root: DocumentFragment, options: PolicyOptions, findings: PendingFinding[], kept: Kept) {
  // Only this module writes stand-ins.
  for (const el of root.querySelectorAll(KEEP_TAG)) {
    findings.push({ reason: tagReason(KEEP_TAG), needle: `<${KEEP_TAG}` });
    el.remove();
  }
  // Addresses resolve against a page of the site; which page does not change which host.
  const page = new URL("/", options.siteOrigin).href;
  for (const el of root.querySelectorAll("script")) {
    if (isBlockedScript(el) && checkBlockedScript(el, { page, scripts: options.scripts, findings })) el.replaceWith(keep(el, kept));
    else {
      if (!isBlockedScript(el)) findings.push({ reason: tagReason("script"), needle: "<script", element: el });
      el.remove();
    }
  }
  checkAddresses(root, {
    page,
    findings,
    gate: (el, url) => {
      const report = (reason: string, needle: string) => findings.push({ reason, needle, element: el });
      return options.gates.map((gate) => gate(el, { url, host: url.host, document: el.ownerDocument, image: options.image, report })).find(Boolean);
    },
    replace: (el, markup) => el.replaceWith(keep(markup, kept)),
  });
  checkReservedMarkup(root, findings, KEEP_TAG);
  // The owner writes a link to a page of the site as `/about`: in a second-language edition it
  // leads to that edition's page, `/fr/about` (app/lib/site-path.ts).
  for (const link of root.querySelectorAll("a[href]")) link.setAttribute("href", sitePath(link.getAttribute("href")!));
}

/**
 * Links the author marked `new-tab` are set up here, in the page as built, so the page
 * loads no code for them (docs/behaviour/in-page.md#new-tab-links). After the allow-list,
 * which keeps no `target` an author writes.
 */
function setUpNewTabLinks(html: string, words: NewTabOptions): string {
  if (!html.includes(NEW_TAB_CLASS)) return html;
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return processNewTabLinks(template.content, words) > 0 ? template.innerHTML : html;
}

export function applyHtmlPolicy(html: string, options: Partial<PolicyOptions> & Pick<PolicyOptions, "siteOrigin">): PolicyResult {
  const full: PolicyOptions = { gates: defaultGates, scripts: siteScripts, newTab: newTabWords, ...options };
  const template = window.document.createElement("template");
  template.innerHTML = html;
  const tags = sourceTags(html, template.content);
  // A fresh key per call, so markup in the content cannot pose as a stand-in.
  const kept: Kept = { key: randomBytes(9).toString("hex"), markup: [] };
  const pending: PendingFinding[] = [];
  preCheck(template.content, full, pending, kept);
  const findings: Finding[] = pending.map(({ element, ...finding }) => {
    const tag = element && tags.get(element);
    return tag ? { ...finding, tag } : finding;
  });
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
  return { html: setUpNewTabLinks(clean, full.newTab), findings };
}
