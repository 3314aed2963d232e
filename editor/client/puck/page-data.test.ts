import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { siteWidgets } from "@vitrine/site/editor";
import { blockAt, fromEditorData, ID_FIELD, toEditorData, type Block } from "./page-data";
import { structureFields } from "./puck-config";

const widgets = siteWidgets!;
const fields = structureFields(widgets);
const pagesDir = fileURLToPath(new URL("../../../site/content/pages/", import.meta.url));

describe("a page file in the visual editor and back", () => {
  it.each(["home", "about", "care-guide", "contact", "portfolio", "privacy-policy"])("gives back %s.yaml's data unchanged", (slug) => {
    const page = parseDocument(readFileSync(`${pagesDir}${slug}.yaml`, "utf8")).toJS();
    expect(fromEditorData(toEditorData(page), fields).page).toEqual(page);
  });

  it("keys blocks by a fresh id and carries content ids as id_", () => {
    const data = toEditorData({ title: "T", sections: [{ id: "intro", columns: [{ widgets: [{ type: "heading", id: "top", level: 1, text: "Hi" }] }] }] });
    const section = data.content[0]!;
    const heading = (section.props.columns as Block[])[0]!.props.widgets as Block[];
    expect(section.props[ID_FIELD]).toBe("intro");
    expect(heading[0]).toEqual({ type: "heading", props: { id: expect.stringMatching(/^b-heading-\d+$/), [ID_FIELD]: "top", level: 1, text: "Hi" } });
    expect(new Set([section.props.id, heading[0]!.props.id]).size).toBe(2);
  });

  it("leaves empty optional fields out, keeps empty required ones for the check to report", () => {
    const data = toEditorData({ title: "T", sections: [{ columns: [{ widgets: [{ type: "image", image: "x", alt: "" }] }] }] });
    const image = ((data.content[0]!.props.columns as Block[])[0]!.props.widgets as Block[])[0]!;
    Object.assign(image.props, { caption: "", animate: "" });
    const { page, paths } = fromEditorData(data, fields);
    expect(page.sections).toEqual([{ columns: [{ widgets: [{ type: "image", image: "x", alt: "" }] }] }]);
    expect(paths.get(image.props.id)).toEqual(["sections", 0, "columns", 0, "widgets", 0]);
    expect(blockAt(paths, ["sections", 0, "columns", 0, "widgets", 0, "alt"])).toBe(image.props.id);
    expect(blockAt(paths, ["sections", 0, "style"])).toBe(data.content[0]!.props.id);
    expect(blockAt(paths, ["title"])).toBeUndefined();
  });
});
