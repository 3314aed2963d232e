import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/**
 * Brings the editor's selection up to the one the page shows. A selection moved by the
 * keyboard (Shift+Arrow) is read by the editor a moment later, on the browser's
 * `selectionchange` event; a panel opened at once (Ctrl+K) would act on the words as
 * they were, one letter short, and once focus moves to the panel that event is no longer
 * the editor's. Only a text selection inside the editor is read; anything else is left
 * as the editor has it.
 */
export function takeSelectionFromPage(view: EditorView): void {
  const shown = view.dom.ownerDocument.getSelection();
  const { selection, doc } = view.state;
  if (!(selection instanceof TextSelection) || !shown?.anchorNode || !shown.focusNode) return;
  if (!view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return;
  let anchor: number, head: number;
  try {
    anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
    head = view.posAtDOM(shown.focusNode, shown.focusOffset);
  } catch {
    return; // a point the editor does not map (its own widgets): its selection stands
  }
  if (anchor === selection.anchor && head === selection.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}
