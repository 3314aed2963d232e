import newTabWords from "../../config/parts/new-tab-words";
import { NEW_TAB_CLASS, NEW_TAB_DONE_ATTR } from "./dom-markers";

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
 * relation (other rel values kept), and say so in their accessible name
 * (docs/behaviour/in-page.md#new-tab-links). Idempotent.
 */
export function processNewTabLinks(root: ParentNode, options: Partial<NewTabOptions> = {}): number {
  const o = { ...defaultNewTabOptions, ...options };
  const links = Array.from(root.querySelectorAll(`a.${NEW_TAB_CLASS}`));
  if (root instanceof Element && root.matches(`a.${NEW_TAB_CLASS}`)) links.unshift(root);
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

/** The enhancer's setup (new-tab-links.enhancer.ts): one marked link, named in the site's words (docs/decisions/039-site-words.md). */
export default function enhanceNewTabLink(link: HTMLElement) {
  processNewTabLinks(link, newTabWords);
}
