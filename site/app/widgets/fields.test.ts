import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fieldOf, fieldsOf, humanize } from "./fields";
import { siteWidgets } from "./site-widgets";

describe("editor fields derived from a schema (Puck's field types)", () => {
  it("maps each kind of value to the field that edits it, with its limits", () => {
    const fields = fieldsOf({
      title: z.string().min(1).meta({ title: "Title", description: "Shown in bold.", example: "Porcelain bowls" }),
      body: z.string().meta({ editor: "textarea" }),
      photo: z.string().meta({ editor: "image" }),
      count: z.number().int().min(1).max(4).default(2),
      ratio: z.number().optional(),
      shown: z.boolean().default(false),
      tone: z.enum(["warm", "cool-grey"]).default("warm").meta({ editor: "radio" }),
      size: z.enum(["s", "m"]),
      columns: z.union([z.literal(2), z.literal(3)]).default(3),
    });
    expect(fields).toEqual({
      title: { type: "text", label: "Title", metadata: { optional: false, help: "Shown in bold.", example: "Porcelain bowls" } },
      body: { type: "textarea", label: "Body", metadata: { optional: false } },
      photo: { type: "image", label: "Photo", metadata: { optional: false } },
      count: { type: "number", label: "Count", min: 1, max: 4, step: 1, metadata: { optional: true } },
      ratio: { type: "number", label: "Ratio", min: undefined, max: undefined, metadata: { optional: true } },
      shown: { type: "radio", label: "Shown", options: [{ label: "Yes", value: true }, { label: "No", value: false }], metadata: { optional: true } },
      tone: { type: "radio", label: "Tone", options: [{ label: "Warm", value: "warm" }, { label: "Cool grey", value: "cool-grey" }], metadata: { optional: true } },
      size: { type: "select", label: "Size", options: [{ label: "S", value: "s" }, { label: "M", value: "m" }], metadata: { optional: false } },
      columns: { type: "select", label: "Columns", options: [{ label: "2", value: 2 }, { label: "3", value: 3 }], metadata: { optional: true } },
    });
  });

  it("describes lists, nested objects and text per key", () => {
    expect(fieldOf("items", z.array(z.strictObject({ image: z.string(), alt: z.string() })).min(1).max(9))).toEqual({
      type: "array",
      label: "Items",
      min: 1,
      max: 9,
      arrayFields: { image: { type: "text", label: "Image", metadata: { optional: false } }, alt: { type: "text", label: "Alt", metadata: { optional: false } } },
      metadata: { optional: false },
    });
    expect(fieldOf("link", z.object({ href: z.string() })).type).toBe("object");
    expect(fieldOf("notes", z.record(z.string(), z.string().meta({ editor: "textarea" })).default({}))).toMatchObject({
      type: "record",
      valueField: { type: "textarea" },
      metadata: { optional: true },
    });
  });

  it("checks a record's new key with its schema's own message", () => {
    const field = fieldOf("notes", z.record(z.string().regex(/^[a-z]+$/, "lower-case letters only"), z.string()));
    if (field.type !== "record") throw new Error("not a record");
    expect(field.checkKey("analytics")).toBeUndefined();
    expect(field.checkKey("Ads 2")).toBe("lower-case letters only");
  });

  it("refuses a value no editor field can edit, naming it", () => {
    expect(() => fieldOf("when", z.date())).toThrow("when: a date value has no editor field");
    expect(() => fieldOf("tags", z.array(z.string()))).toThrow("tags: a list of string has no editor field");
  });

  it("labels a field from its name when it has no title", () => {
    expect(humanize("emptyText")).toBe("Empty text");
    expect(humanize("fade-up")).toBe("Fade up");
  });
});

describe("the site's widget definitions", () => {
  const all = siteWidgets!.all;

  it("give the editor a label and a field for every value of their schema, and an animation for each", () => {
    for (const widget of all) {
      expect(widget.label.length, widget.type).toBeGreaterThan(0);
      const keys = Object.keys(widget.schema.shape).filter((key) => key !== "type");
      expect(Object.keys(widget.fields), widget.type).toEqual(keys);
      expect(widget.fields.animate).toMatchObject({ type: "select", label: "Entrance animation", metadata: { optional: true } });
    }
    expect(siteWidgets!.get("gallery")!.fields.items).toMatchObject({
      type: "array",
      min: 1,
      arrayFields: { image: { type: "image", label: "Image" }, alt: { type: "text", label: "Text alternative" } },
    });
    expect(siteWidgets!.get("cookie-list")!.fields.notes).toMatchObject({ type: "record", valueField: { type: "textarea" } });
  });

  it("start a new widget with props the schema accepts (an image must still be picked, a feed's user named, an embed's address and title typed)", () => {
    // A photo feed has no sensible default user: a new one would show a stranger's photos.
    const mustFill: Record<string, string[]> = { image: ["image", "text"], gallery: ["array"], "photo-feed": ["text"], embed: ["text"] };
    for (const widget of all) {
      const result = widget.schema.safeParse({ type: widget.type, ...widget.defaultProps });
      const failing = (result.error?.issues ?? []).map((issue) => widget.fields[String(issue.path[0])]?.type);
      const needsPicking = mustFill[widget.type] ?? [];
      expect(failing.filter((type) => !needsPicking.includes(type!)), widget.type).toEqual([]);
    }
  });
});
