import type { EnhancerContext } from "~/islands/define-enhancer";
import { declines, hasObjected } from "./visit-payload";
import { OBJECTION_KEY, OBJECTION_PARTS } from "./visits-names";

/**
 * Shows whether this browser's visits are counted and lets the visitor object, or take the
 * objection back. The objection is one flag in local storage, "1", the same for everyone:
 * it tells the beacon to stay silent and says nothing about who set it.
 */
export default function setupObjection(root: HTMLElement, { store }: EnhancerContext): void {
  const win = root.ownerDocument.defaultView;
  const status = root.querySelector<HTMLElement>(`[${OBJECTION_PARTS.status}]`);
  const object = root.querySelector<HTMLButtonElement>(`[${OBJECTION_PARTS.object}]`);
  const undo = root.querySelector<HTMLButtonElement>(`[${OBJECTION_PARTS.undo}]`);
  if (!win || !status || !object || !undo) return;
  const storage = (): Storage | undefined => {
    try {
      return win.localStorage;
    } catch {
      return undefined;
    }
  };
  const show = () => {
    const declined = declines(win);
    const objected = hasObjected(storage());
    status.textContent = (declined ? root.dataset.declined : objected ? root.dataset.objected : root.dataset.counted) ?? "";
    object.hidden = declined || objected;
    undo.hidden = declined || !objected;
  };
  const change = (objecting: boolean, next: HTMLButtonElement) => {
    try {
      if (objecting) storage()?.setItem(OBJECTION_KEY, "1");
      else storage()?.removeItem(OBJECTION_KEY);
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
