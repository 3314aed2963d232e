import { createUsePuck, type Config } from "@puckeditor/core";
import { useId, useState } from "react";
import { randomId } from "@vitrine/site/editor";
import type { FocusKeeper } from "./kept-focus";
import { SECTION } from "./puck/page-data";
import { pageEditorWords } from "./words/page-editor";
import { wordsOf } from "./words/studio-words";

const usePuck = createUsePuck();
const ROOT_ZONE = "root:default-zone";

/** The slot a kind of block holds its children in, and the kinds it takes, from the editor's configuration. */
function slotOf(config: Config, type: string): { name: string; allow: string[] } | undefined {
  for (const [name, field] of Object.entries(config.components[type]?.fields ?? {})) {
    if (field.type === "slot") return { name, allow: field.allow ?? Object.keys(config.components) };
  }
  return undefined;
}

/**
 * Adds a block without dragging (docs/behaviour/page-builder.md#keyboard): into the
 * selected section or column (at its end), after the selected widget, or a section at
 * the end of the page. The kinds offered are those the place takes, from the
 * configuration built from the widget registry. The new block is selected.
 */
export function AddBlock({ keeper }: { keeper: FocusKeeper }) {
  const id = useId();
  const config = usePuck((s) => s.config);
  const selected = usePuck((s) => s.selectedItem);
  const itemSelector = usePuck((s) => s.appState.ui.itemSelector);
  const content = usePuck((s) => s.appState.data.content);
  const getItemById = usePuck((s) => s.getItemById);
  const dispatch = usePuck((s) => s.dispatch);
  const [choice, setChoice] = useState("");

  const own = selected ? slotOf(config, selected.type) : undefined;
  const parentType = itemSelector?.zone && itemSelector.zone !== ROOT_ZONE ? getItemById(itemSelector.zone.split(":")[0]!)?.type : undefined;
  const target = !selected
    ? { zone: ROOT_ZONE, index: content.length, allow: [SECTION], where: "atEnd" as const }
    : own
      ? { zone: `${selected.props.id}:${own.name}`, index: ((selected.props[own.name] as unknown[] | undefined) ?? []).length, allow: own.allow, where: "inside" as const }
      : { zone: itemSelector!.zone!, index: itemSelector!.index + 1, allow: (parentType && slotOf(config, parentType)?.allow) || [], where: "after" as const };
  if (target.allow.length === 0) return null;
  const type = target.allow.includes(choice) ? choice : target.allow[0]!;

  const add = () => {
    // Not crypto.randomUUID: the studio may be opened over plain http on the owner's network, where it is missing.
    const newId = `${type}-${randomId(crypto)}`;
    dispatch({ type: "insert", componentType: type, destinationIndex: target.index, destinationZone: target.zone, id: newId });
    keeper.current = "navigator";
    dispatch({ type: "setUi", ui: { itemSelector: { index: target.index, zone: target.zone } } });
  };
  return (
    <p className="add-block">
      <label htmlFor={id}>{wordsOf(pageEditorWords)[target.where]}</label>
      <span className="add-block__row">
        <select id={id} value={type} onChange={(e) => setChoice(e.target.value)}>
          {target.allow.map((kind) => (
            <option key={kind} value={kind}>
              {config.components[kind]?.label ?? kind}
            </option>
          ))}
        </select>
        <button type="button" className="editor-button" onClick={add}>
          {wordsOf(pageEditorWords).add}
        </button>
      </span>
    </p>
  );
}
