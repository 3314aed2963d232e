import { AUTHOR_HOOK_CLASSES, isConsentUiAttribute, isConsentUiName } from "@vitrine/consent";
import { features } from "../../features/site-features.server";
import { BG_SRC_ATTR, BG_SRCSET_ATTR } from "../../lib/lazy-background-names";
import type { PendingFinding } from "./finding";
import { reservedReason, styleReason } from "./reasons";

/**
 * Markup that could reach or cover the consent layers (docs/behaviour/content.md#html-policy).
 * Content may not wear the consent UIs' classes, ids and data attributes (the names come
 * from the consent package's constants): with the modal's classes and a placeholder's
 * attributes it became an invisible layer over the page whose click accepted what it named.
 * Nor may it imitate the site's own markup whose code loads an address it carries (a lazy
 * background, a lazy video, the photo feed), nor carry a style attribute, which could lay it
 * over the page (`position: fixed`, a `z-index`). The documented author hooks stay: the
 * manage-consent and delete links' classes on `<a>`, and the blocked-script attributes on
 * scripts, which are checked before this.
 */

// The media renderer's own placeholder colour is the only style attribute content keeps.
const PLACEHOLDER_STYLE = /^background-color:#[0-9a-f]{3,8}$/i;

/** The site's own markers whose code fetches the address beside them: what each is. */
const SITE_MARKERS: Record<string, string> = {
  [BG_SRC_ATTR]: "a lazy background",
  [BG_SRCSET_ATTR]: "a lazy background",
  // The features' own (a lazy video's `data-lazy-video`, the photo feed's `data-photo-feed`:
  // app/features/define-feature.ts `markers`).
  ...features.markers,
};

function checkClasses(el: Element, findings: PendingFinding[]) {
  const reserved = [...el.classList].filter((name) => isConsentUiName(name) && !(el.localName === "a" && AUTHOR_HOOK_CLASSES.includes(name)));
  for (const name of reserved) {
    findings.push({ reason: reservedReason({ tag: el.localName, what: `the class ${name}` }), needle: name, element: el });
    el.classList.remove(name);
  }
  if (el.classList.length === 0) el.removeAttribute("class");
}

export function checkReservedMarkup(root: DocumentFragment, findings: PendingFinding[], skip: string): void {
  for (const el of root.querySelectorAll(`*:not(${skip})`)) {
    if (el.hasAttribute("class")) checkClasses(el, findings);
    for (const { name, value } of [...el.attributes]) {
      if (name === "class") continue;
      if (name === "style") {
        if (PLACEHOLDER_STYLE.test(value)) continue;
        findings.push({ reason: styleReason(el.localName, value), needle: "style=", element: el });
      } else if (name === "id" && isConsentUiName(value)) {
        findings.push({ reason: reservedReason({ tag: el.localName, what: `the id ${value}` }), needle: value, element: el });
      } else if (isConsentUiAttribute(name) || SITE_MARKERS[name]) {
        findings.push({ reason: reservedReason({ tag: el.localName, what: `the attribute ${name}`, site: SITE_MARKERS[name] }), needle: name, element: el });
      } else continue;
      el.removeAttribute(name);
    }
  }
}
