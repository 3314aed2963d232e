import type { EnhancerContext } from "~/islands/define-enhancer";
// From the beacon's own chunk, which the page has loaded already: one copy of the checks, no third chunk.
import { declines, hasObjected } from "./visits-setup";
import { OBJECTION_KEY, OBJECTION_OBJECT, OBJECTION_STATUS, OBJECTION_UNDO } from "./visits-names";

/**
 * Shows whether this browser's visits are counted and lets the visitor object, or take the
 * objection back. The objection is one flag in local storage, "1", the same for everyone:
 * it tells the beacon to stay silent and says nothing about who set it.
 */
export default function setupObjection(root: HTMLElement, { store }: EnhancerContext): void {
  const win = root.ownerDocument.defaultView;
  const status = root.querySelector<HTMLElement>(`[${OBJECTION_STATUS}]`);
  const object = root.querySelector<HTMLButtonElement>(`[${OBJECTION_OBJECT}]`);
  const undo = root.querySelector<HTMLButtonElement>(`[${OBJECTION_UNDO}]`);
  if (!win || !status || !object || !undo) return;
  const show = () => {
    const declined = declines(win);
    const objected = hasObjected(win);
    status.textContent = (declined ? root.dataset.declined : objected ? root.dataset.objected : root.dataset.counted) ?? "";
    object.hidden = declined || objected;
    undo.hidden = declined || !objected;
  };
  const change = (objecting: boolean, next: HTMLButtonElement) => {
    try {
      if (objecting) win.localStorage.setItem(OBJECTION_KEY, "1");
      else win.localStorage.removeItem(OBJECTION_KEY);
    } catch {
      // Storage refused: the sentence keeps saying what is true.
    }
    show();
    if (!next.hidden) next.focus();
  };
  store.add(object, "click", () => change(true, undo));
  store.add(undo, "click", () => change(false, object));
  show();
}
