import { useEffect, type RefObject } from "react";

/**
 * Names and roles the editor library leaves out of its own controls
 * (docs/behaviour/page-builder.md#keyboard): its zoom select and list add buttons have no
 * name, its loading mark a label without a role, its canvas frame no title, and its
 * side tabs (Blocks, Outline) are plain boxes a keyboard cannot reach. The library
 * offers no prop for these, so they are set on its elements as they appear.
 */
const FIXES: readonly { selector: string; attributes: Record<string, string> }[] = [
  { selector: 'select[class*="ViewportControls-zoomSelect"]', attributes: { "aria-label": "Canvas zoom" } },
  { selector: 'button[class*="ArrayField-addButton"]', attributes: { "aria-label": "Add an item" } },
  { selector: '[class*="_Loader_"][aria-label]', attributes: { role: "status" } },
  { selector: "iframe#preview-frame", attributes: { title: "The page as it will look" } },
  { selector: '[class*="NavItem-link_"]', attributes: { role: "button", tabindex: "0" } },
];
const KEY_BUTTONS = '[class*="NavItem-link_"]';

/** Sets the missing names and roles on every matching element under `root`. */
export function labelPuckControls(root: ParentNode) {
  for (const { selector, attributes } of FIXES) {
    for (const element of root.querySelectorAll(selector)) {
      for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
}

export function usePuckAccess(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    labelPuckControls(element);
    const observer = new MutationObserver(() => labelPuckControls(element));
    observer.observe(element, { childList: true, subtree: true });
    // Enter and Space press the side tabs, as they would a button.
    const press = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if ((event.key !== "Enter" && event.key !== " ") || !target.matches?.(KEY_BUTTONS)) return;
      event.preventDefault();
      target.click();
    };
    element.addEventListener("keydown", press);
    return () => {
      observer.disconnect();
      element.removeEventListener("keydown", press);
    };
  }, [root]);
}
