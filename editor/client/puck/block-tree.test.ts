import { describe, expect, it } from "vitest";
import { blockTree } from "./block-tree";
import { toEditorData } from "./page-data";

const labels: Record<string, string> = { Section: "Section", Column: "Column", heading: "Heading", image: "Image" };

describe("the block navigator's list", () => {
  it("lists every block depth first, named by kind, place and first words", () => {
    const data = toEditorData({
      title: "T",
      sections: [
        { id: "intro", columns: [{ width: "1/2", widgets: [{ type: "image", image: "kiln", alt: "The kiln at night" }] }, { width: "1/2", widgets: [] }] },
        { columns: [{ widgets: [{ type: "heading", id: "top", level: 2, text: "Porcelain  bowls" }] }] },
      ],
    });
    expect(blockTree(data.content, (t) => labels[t] ?? t).map(({ depth, name, type }) => [depth, type, name])).toEqual([
      [0, "Section", "Section 1 — The kiln at night"],
      [1, "Column", "Column 1 — 1/2"],
      [2, "image", "Image 1 — The kiln at night"],
      [1, "Column", "Column 2 — 1/2"],
      [0, "Section", "Section 2 — Porcelain bowls"],
      [1, "Column", "Column 1"],
      [2, "heading", "Heading 1 — Porcelain bowls"],
    ]);
  });

  it("takes a one-word title, never a one-word name of an image", () => {
    const data = toEditorData({ sections: [{ columns: [{ widgets: [{ type: "image", image: "kiln" }, { type: "heading", level: 1, text: "Portfolio" }] }] }] });
    expect(blockTree(data.content, (t) => t).map((e) => e.name).slice(2)).toEqual(["image 1", "heading 2 — Portfolio"]);
  });

  it("names a block with no words by its anchor, or by its place alone", () => {
    const data = toEditorData({ sections: [{ id: "shop", columns: [] }, { columns: [] }] });
    expect(blockTree(data.content, (t) => t).map((e) => e.name)).toEqual(["Section 1 — #shop", "Section 2"]);
  });

  it("keeps the editor's ids, so a choice selects that block", () => {
    const data = toEditorData({ sections: [{ columns: [] }] });
    expect(blockTree(data.content, (t) => t)[0]!.id).toBe(data.content[0]!.props.id);
  });
});
