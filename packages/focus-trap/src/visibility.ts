/**
 * Whether an element is rendered and visible: the one definition shared by the focus
 * trap, the consent layer's focus hand-off and the site's menus. Browsers with
 * `checkVisibility` answer it themselves (display, visibility, content-visibility,
 * closed `<details>`, across shadow roots); older ones get the same answer from the
 * computed styles of the element and its ancestors, crossing shadow roots by their
 * hosts.
 */
export function isShown(element: Element): boolean {
  if (!element.isConnected) return false;
  if (typeof element.checkVisibility === "function") return element.checkVisibility({ visibilityProperty: true });
  const view = element.ownerDocument.defaultView;
  if (!view || view.getComputedStyle(element).visibility === "hidden") return false;
  for (let node: Element | null = element; node; node = parentAcrossShadow(node)) {
    if (view.getComputedStyle(node).display === "none") return false;
  }
  return true;
}

/** The parent element, or the shadow host when `node` is at the top of a shadow tree. */
function parentAcrossShadow(node: Node): Element | null {
  const parent = node.parentNode;
  if (parent && "tagName" in parent) return parent as Element;
  return parent && "host" in parent ? (parent as ShadowRoot).host : null;
}

/** Whether `node` is `container` or inside it, following shadow roots up to their hosts. */
export function containsAcrossShadow(container: Node, node: Node | null): boolean {
  for (let current = node; current; current = parentAcrossShadow(current)) if (current === container) return true;
  return false;
}

/** The focused element, looking inside open shadow roots (`document.activeElement` stops at their host). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
