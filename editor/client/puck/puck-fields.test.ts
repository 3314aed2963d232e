import { z } from "zod";
import { describe, expect, it } from "vitest";
import { defineWidget, fieldsOf, siteWidgets } from "@vitrine/site/editor";
import { createPuckConfig } from "./puck-config";
import { blockFields, puckField, type CustomKinds } from "./puck-fields";

const custom: CustomKinds = {
  image: (label) => ({ type: "custom", label, render: () => null as never, metadata: { kind: "image" } }) as never,
  record: (label) => ({ type: "custom", label, render: () => null as never, metadata: { kind: "record" } }) as never,
};

describe("widget fields in the visual editor", () => {
  it("maps every kind of schema field", () => {
    const fields = fieldsOf({
      text: z.string().meta({ title: "Text" }),
      body: z.string().optional().meta({ editor: "textarea" }),
      count: z.number().int().min(1).max(9),
      level: z.union([z.literal(2), z.literal(3)]),
      tone: z.enum(["calm", "loud"]).meta({ editor: "radio" }),
      wide: z.boolean().default(false),
      image: z.string().meta({ editor: "image" }),
      notes: z.record(z.string(), z.string()),
      items: z.array(z.object({ label: z.string() })).min(1).max(4),
      link: z.object({ href: z.string() }),
    });
    const mapped = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, puckField(field, custom)]));
    expect(mapped.text).toEqual({ type: "text", label: "Text" });
    expect(mapped.body).toEqual({ type: "textarea", label: "Body (optional)" });
    expect(mapped.count).toEqual({ type: "number", label: "Count", min: 1, max: 9, step: 1 });
    expect(mapped.level).toEqual({ type: "select", label: "Level", options: [{ label: "2", value: 2 }, { label: "3", value: 3 }] });
    expect(mapped.tone).toMatchObject({ type: "radio", options: [{ label: "Calm", value: "calm" }, { label: "Loud", value: "loud" }] });
    expect(mapped.wide).toMatchObject({ type: "radio", label: "Wide (optional)", options: [{ value: true }, { value: false }] });
    expect(mapped.image).toMatchObject({ type: "custom", label: "Image", metadata: { kind: "image" } });
    expect(mapped.notes).toMatchObject({ type: "custom", metadata: { kind: "record" } });
    expect(mapped.items).toMatchObject({ type: "array", min: 1, max: 4, arrayFields: { label: { type: "text", label: "Label" } } });
    expect(mapped.link).toMatchObject({ type: "object", objectFields: { href: { type: "text" } } });
  });

  it("moves a block's own id field aside, since the editor keys blocks by id", () => {
    expect(Object.keys(blockFields(fieldsOf({ id: z.string(), text: z.string() }), custom))).toEqual(["id_", "text"]);
  });

  it("has a block for every widget in the registry, with every field of its definition", () => {
    const config = createPuckConfig(siteWidgets!, custom);
    for (const definition of siteWidgets!.all) {
      const component = config.components[definition.type]!;
      expect(component.label).toBe(definition.label);
      expect(Object.keys(component.fields!)).toEqual(Object.keys(definition.fields).map((k) => (k === "id" ? "id_" : k)));
    }
    expect(config.categories!.widgets!.components).toEqual(siteWidgets!.all.map((d) => d.type));
  });

  it("takes a widget type added later without any list to update", () => {
    const kiln = defineWidget({ type: "kiln-log", label: "Kiln log", props: { firing: z.string().meta({ title: "Firing" }) }, defaultProps: { firing: "" }, render: () => null });
    const registry = { ...siteWidgets!, all: [...siteWidgets!.all, kiln], get: (t: string) => (t === "kiln-log" ? kiln : siteWidgets!.get(t)) };
    const config = createPuckConfig(registry as never, custom);
    expect(config.components["kiln-log"]).toMatchObject({ label: "Kiln log", fields: { firing: { type: "text", label: "Firing" } } });
    expect((config.components.Column!.fields!.widgets as { allow: string[] }).allow).toContain("kiln-log");
  });
});
