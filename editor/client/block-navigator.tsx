import { createUsePuck } from "@puckeditor/core";
import { useId } from "react";
import { keptFocus, type FocusKeeper } from "./kept-focus";
import { blockTree } from "./puck/block-tree";
import type { Block } from "./puck/page-data";
import { pageEditorWords } from "./words/page-editor";
import { wordsOf } from "./words/studio-words";

const usePuck = createUsePuck();
const PAGE = "";
/** Indents a choice by its depth; a select's options take no padding. */
const INDENT = "\u00a0\u00a0\u00a0";

/**
 * Selects any block of the page from the keyboard (docs/behaviour/page-builder.md#keyboard):
 * a list of every block in reading order, nested by indentation. The editor library
 * selects with a pointer (a click on the canvas, or its outline behind a tab a keyboard
 * cannot reach); this is a native select, so arrows, typing and screen readers work.
 */
export function BlockNavigator({ keeper }: { keeper: FocusKeeper }) {
  const id = useId();
  const content = usePuck((s) => s.appState.data.content) as unknown as Block[];
  const components = usePuck((s) => s.config.components);
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const getSelectorForId = usePuck((s) => s.getSelectorForId);
  const dispatch = usePuck((s) => s.dispatch);
  const entries = blockTree(content, (type) => components[type]?.label ?? type);
  const select = (value: string) => {
    keeper.current = "navigator";
    dispatch({ type: "setUi", ui: { itemSelector: value === PAGE ? null : (getSelectorForId(value) ?? null) } });
  };
  return (
    <p className="block-navigator">
      <label htmlFor={id}>{wordsOf(pageEditorWords).block}</label>
      <select id={id} ref={keptFocus(keeper, "navigator")} value={selected ?? PAGE} onChange={(e) => select(e.target.value)}>
        <option value={PAGE}>{wordsOf(pageEditorWords).pageBlock}</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {INDENT.repeat(entry.depth)}
            {entry.name}
          </option>
        ))}
      </select>
    </p>
  );
}
