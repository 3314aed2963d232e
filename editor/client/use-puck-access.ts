import { useEffect, type RefObject } from "react";
import { puckDom } from "./puck/puck-dom";

/**
 * Names and roles the editor library leaves out of its own controls
 * (docs/behaviour/page-builder.md#keyboard): its zoom select and list add buttons have no
 * name, its loading mark a label without a role, its canvas frame no title, and its
 * side tabs (Blocks, Outline) are plain boxes a keyboard cannot reach. The library
 * offers no prop for these, so they are set on its elements as they appear, found by
 * the selectors of its DOM (puck/puck-dom.ts). Its drawer headings get a name of the
 * editor's own, for the stylesheet's darker colour (AA contrast).
 */
const FIXES: readonly { selector: string; attributes: Record<string, string> }[] = [
  { selector: puckDom.zoomSelect, attributes: { "aria-label": "Canvas zoom" } },
  { selector: puckDom.listAddButton, attributes: { "aria-label": "Add an item" } },
  { selector: puckDom.loader, attributes: { role: "status" } },
  { selector: puckDom.canvasFrame, attributes: { title: "The page as it will look" } },
  { selector: puckDom.sideTab, attributes: { role: "button", tabindex: "0" } },
  { selector: puckDom.drawerTitle, attributes: { "data-editor-part": "drawer-title" } },
];

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
      if ((event.key !== "Enter" && event.key !== " ") || !target.matches?.(puckDom.sideTab)) return;
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
