// @vitest-environment jsdom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { bodyExtensions } from "./extensions";
import { takeSelectionFromPage } from "./page-selection";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** An editor on the page with one paragraph, its caret at the end as after typing. */
function typed(text: string): Editor {
  const element = document.createElement("div");
  document.body.append(element);
  editor = new Editor({ element, extensions: bodyExtensions(), content: `<p>${text}</p>` });
  editor.commands.setTextSelection(text.length + 1);
  return editor;
}

/** Moves the page's selection as Shift+Arrow does, without the editor hearing of it yet. */
function selectOnPage(e: Editor, fromEnd: number) {
  const textNode = e.view.dom.querySelector("p")!.firstChild!;
  const length = textNode.textContent!.length;
  const selection = document.getSelection()!;
  selection.setBaseAndExtent(textNode, length, textNode, length - fromEnd);
}

describe("the selection a panel acts on", () => {
  it("is the one the page shows, read before the editor has heard of it", () => {
    const e = typed("More in my notes from the first firing");
    selectOnPage(e, "first firing".length);
    expect(e.state.selection.empty).toBe(true);
    takeSelectionFromPage(e.view);
    const { from, to } = e.state.selection;
    expect(e.state.doc.textBetween(from, to)).toBe("first firing");
    // Backwards, as the keys made it: the caret stays at the start of the words.
    expect(e.state.selection.head).toBe(from);
  });

  it("is left as the editor has it when the page's selection is outside the editor", () => {
    const e = typed("Glaze tests");
    e.commands.setTextSelection({ from: 1, to: 6 });
    const outside = document.createElement("p");
    outside.textContent = "elsewhere";
    document.body.append(outside);
    document.getSelection()!.selectAllChildren(outside);
    takeSelectionFromPage(e.view);
    expect(e.state.doc.textBetween(e.state.selection.from, e.state.selection.to)).toBe("Glaze");
  });

  it("changes nothing when the two already agree", () => {
    const e = typed("Glaze tests");
    selectOnPage(e, 5);
    takeSelectionFromPage(e.view);
    const before = e.state;
    takeSelectionFromPage(e.view);
    expect(e.state).toBe(before);
  });
});
