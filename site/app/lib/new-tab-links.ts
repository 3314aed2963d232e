import { NEW_TAB_CLASS, NEW_TAB_DONE_ATTR } from "./new-tab-names";

/**
 * Links an author marks to open in a new tab (docs/behaviour/in-page.md#new-tab-links):
 * the build sets up those in the content it renders (content/html-policy/policy.server.ts),
 * and the new-tab enhancer (theme/new-tab-links.enhancer.ts) those added to a page later.
 * Written for any DOM: the browser's, and the build's jsdom.
 */

export type NewTabOptions = {
  /** Appended to the link's accessible name. @default " (opens in a new tab)" */
  labelSuffix: string;
  /** Accessible name for a link with no text at all. @default "Opens in a new tab" */
  emptyLabel: string;
};

export const defaultNewTabOptions: NewTabOptions = {
  labelSuffix: " (opens in a new tab)",
  emptyLabel: "Opens in a new tab",
};

function linkName(link: Element): string {
  const own = link.getAttribute("aria-label") ?? link.textContent ?? "";
  const text = own.replace(/\s+/g, " ").trim();
  if (text) return text;
  return link.querySelector("img[alt]")?.getAttribute("alt")?.trim() ?? "";
}

/**
 * Links carrying the new-tab marker lose it, open in a new tab with a no-opener
 * relation (other rel values kept), and say so in their accessible name. Idempotent.
 * Returns how many links it set up.
 */
export function processNewTabLinks(root: ParentNode, options: Partial<NewTabOptions> = {}): number {
  const o = { ...defaultNewTabOptions, ...options };
  const selector = `a.${NEW_TAB_CLASS}`;
  const links = Array.from(root.querySelectorAll(selector));
  // (`matches`, not `instanceof Element`: the build's elements are jsdom's.)
  if ("matches" in root && (root as Element).matches(selector)) links.unshift(root as Element);
  for (const link of links) {
    link.classList.remove(NEW_TAB_CLASS);
    if (link.classList.length === 0) link.removeAttribute("class");
    link.setAttribute("target", "_blank");
    const rel = new Set((link.getAttribute("rel") ?? "").split(/\s+/).filter(Boolean));
    rel.add("noopener");
    link.setAttribute("rel", [...rel].join(" "));
    const name = linkName(link);
    if (!name.endsWith(o.labelSuffix.trim())) {
      link.setAttribute("aria-label", name ? `${name}${o.labelSuffix}` : o.emptyLabel);
    }
    link.setAttribute(NEW_TAB_DONE_ATTR, "");
  }
  return links.length;
}
