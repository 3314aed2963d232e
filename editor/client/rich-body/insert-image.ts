import type { Editor } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";

/**
 * Puts an image into the body where the caret is, and the caret in the text after it so
 * the next key types on: left selected (as an image put at a paragraph's end is), the
 * image is what that key would replace. Where no text follows, an empty paragraph is made.
 */
export function insertImage(editor: Editor, image: { src: string; alt: string }): boolean {
  return editor
    .chain()
    .focus()
    .setImage(image)
    .command(({ tr, state }) => {
      if (!(tr.selection instanceof NodeSelection)) return true;
      const after = tr.selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, state.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
      return true;
    })
    .run();
}
