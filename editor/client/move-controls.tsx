import { createUsePuck } from "@puckeditor/core";
import { keptFocus, type FocusKeeper } from "./kept-focus";
import { pageEditorWords } from "./words/page-editor";
import { fill, wordsOf } from "./words/studio-words";

const usePuck = createUsePuck();

/**
 * Move up and Move down for the selected block, above its fields: moving a block with the
 * keyboard alone, in its own list (docs/behaviour/page-builder.md#editing). Puck's drag
 * and drop takes a pointer; these are plain buttons. Moving redraws the fields panel:
 * focus comes back to the button pressed, or to the other one once the block has
 * reached the end of its list, so the next key press moves it again.
 */
export function MoveControls({ keeper }: { keeper: FocusKeeper }) {
  const id = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const getSelectorForId = usePuck((s) => s.getSelectorForId);
  const getItemById = usePuck((s) => s.getItemById);
  const content = usePuck((s) => s.appState.data.content);
  const dispatch = usePuck((s) => s.dispatch);
  const label = usePuck((s) => (s.selectedItem ? (s.config.components[s.selectedItem.type]?.label ?? s.selectedItem.type) : ""));
  if (!id) return null;
  const selector = getSelectorForId(id);
  if (!selector) return null;
  const [parentId, slot] = selector.zone.split(":");
  const siblings = (parentId && slot && parentId !== "root" ? (getItemById(parentId)?.props[slot] as { props: { id: string } }[] | undefined) : content) ?? [];
  // The place in the list as it is now (the editor's own selector can lag one move behind).
  const index = siblings.findIndex((item) => item.props.id === id);
  const move = (delta: number) => {
    const to = index + delta;
    const button = to <= 0 ? "move-down" : to >= siblings.length - 1 ? "move-up" : delta < 0 ? "move-up" : "move-down";
    // Named with the block: between the two steps below, the panel draws the block now at the old place.
    keeper.current = `${button}:${id}`;
    dispatch({ type: "reorder", sourceIndex: index, destinationIndex: to, destinationZone: selector.zone });
    // The selection is a place in a list: move it with the block, so it stays selected.
    dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: selector.zone } } });
  };
  return (
    <div className="move-controls" role="group" aria-label={fill(wordsOf(pageEditorWords).moveOf, { label })}>
      <button type="button" className="editor-button" ref={keptFocus(keeper, `move-up:${id}`)} disabled={index <= 0} onClick={() => move(-1)}>
        {wordsOf(pageEditorWords).moveUp}
      </button>
      <button type="button" className="editor-button" ref={keptFocus(keeper, `move-down:${id}`)} disabled={index < 0 || index >= siblings.length - 1} onClick={() => move(1)}>
        {wordsOf(pageEditorWords).moveDown}
      </button>
      <span className="move-controls__where" aria-live="polite">
        {fill(wordsOf(pageEditorWords).position, { position: index + 1, all: siblings.length })}
      </span>
    </div>
  );
}
