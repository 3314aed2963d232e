import { WPCONSENT_SRC_ATTR } from "@vitrine/consent";
import { LINK_SCHEMES } from "../../source/link-address";
import { resolveAddress, srcsetAddresses, type ResolvedAddress } from "../../source/resolve-url";
import type { PendingFinding } from "./finding";
import { foreignResourceReason, schemeReason } from "./reasons";

/**
 * Every address in content, as the browser will resolve it (`resolve-url.ts`,
 * docs/behaviour/content.md#html-policy). An address the browser fetches as soon as the
 * element is parsed must stay on the site: on another host it is handed to the gates (a
 * frame from a declared service becomes its consent placeholder) or refused with the
 * element. An address followed only on a click may lead anywhere, but not to code or a
 * document in the address itself (`javascript:`, `data:`). Elements the allow-list refuses
 * whatever their address (`<link>`, `<object>`, `<embed>`, forms and their fields, inline
 * SVG with its `href`s, `<meta>`, `<base>`) are left to it.
 */

const BACKGROUND = ["background"];
/** Attributes whose address the browser fetches as soon as the element is parsed (or drawn). */
const FETCHED: Record<string, readonly string[]> = {
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  // Layer 2's blocked frame (the plugin's markup) keeps its address in data-wpconsent-src until consent.
  iframe: ["src", WPCONSENT_SRC_ATTR],
  // The old background attribute, which browsers still draw.
  body: BACKGROUND,
  table: BACKGROUND,
  thead: BACKGROUND,
  tbody: BACKGROUND,
  tfoot: BACKGROUND,
  tr: BACKGROUND,
  td: BACKGROUND,
  th: BACKGROUND,
};
/** Attributes whose address is followed only on a click, or never (a citation). */
const FOLLOWED: Record<string, readonly string[]> = { a: ["href"], area: ["href"], blockquote: ["cite"], q: ["cite"], del: ["cite"], ins: ["cite"] };

export type AddressCheck = {
  /** The page's own address, which relative addresses resolve against. */
  page: string;
  findings: PendingFinding[];
  /** The first gate's consent-gated markup for an element that would load `url` from another host, if any takes it. */
  gate(element: Element, url: URL): Element | undefined;
  /** Puts checked markup in the element's place. */
  replace(element: Element, markup: Element): void;
};

/** The addresses an attribute holds: one, or each candidate of a `srcset`. */
const addressesOf = (name: string, value: string) => (name.endsWith("srcset") ? srcsetAddresses(value) : [value]);
/** Text to find the attribute by in the source: what the author wrote, unless the parser decoded it. */
const needleOf = (address: string) => address.trim().slice(0, 60);

function checkFollowed(el: Element, { page, findings }: AddressCheck) {
  for (const name of FOLLOWED[el.localName] ?? []) {
    const value = el.getAttribute(name);
    const resolved = value === null ? undefined : resolveAddress(value, page);
    if (resolved?.kind !== "scheme" || LINK_SCHEMES.has(resolved.scheme)) continue;
    findings.push({ reason: schemeReason({ tag: el.localName, attribute: name, scheme: resolved.scheme, fetched: false }), needle: needleOf(value!), near: `${name}=`, element: el });
    el.removeAttribute(name);
  }
}

/** The first address of the element that would load from another host; addresses that are no web address go, reported. */
function foreignFetch(el: Element, { page, findings }: AddressCheck): { url: URL; address: string; attribute: string } | undefined {
  for (const name of FETCHED[el.localName] ?? []) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    const resolved: [string, ResolvedAddress][] = addressesOf(name, value).map((address) => [address, resolveAddress(address, page)]);
    const scheme = resolved.find(([, r]) => r.kind === "scheme");
    if (scheme && scheme[1].kind === "scheme") {
      findings.push({ reason: schemeReason({ tag: el.localName, attribute: name, scheme: scheme[1].scheme, fetched: true }), needle: needleOf(scheme[0]), near: `${name}=`, element: el });
      el.removeAttribute(name);
      continue;
    }
    const foreign = resolved.find(([, r]) => r.kind === "other-host");
    if (foreign) return { url: (foreign[1] as { url: URL }).url, address: foreign[0], attribute: name };
  }
  return undefined;
}

/** Checks every address under `root` in place: links keep only safe schemes; what would load from another host is gated or removed. */
export function checkAddresses(root: DocumentFragment, check: AddressCheck): void {
  for (const el of root.querySelectorAll("*")) {
    // Inside an element already replaced or removed.
    if (!root.contains(el)) continue;
    checkFollowed(el, check);
    const foreign = foreignFetch(el, check);
    if (!foreign) continue;
    const gated = check.gate(el, foreign.url);
    if (gated) {
      check.replace(el, gated);
      continue;
    }
    check.findings.push({ reason: foreignResourceReason(el.localName, foreign.attribute, foreign.url.host), needle: needleOf(foreign.address), near: `${foreign.attribute}=`, element: el });
    el.remove();
  }
}
