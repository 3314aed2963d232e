import type { Field as PuckField, Fields as PuckFields } from "@puckeditor/core";
import type { Fields } from "@vitrine/site/editor";
import { ID_FIELD } from "./page-data";

type SiteField = Fields[string];

/** The site's own field kinds, which the editor draws itself (an image picker, text per key). */
export type CustomKinds = {
  image(label: string): PuckField;
  record(label: string, field: Extract<SiteField, { type: "record" }>): PuckField;
};

const summary = (item: Record<string, unknown>, index = 0) => {
  const text = Object.values(item ?? {}).find((value) => typeof value === "string" && value.trim() !== "");
  return typeof text === "string" ? text.slice(0, 40) : `Item ${index + 1}`;
};

/**
 * One field of a widget definition (site/app/widgets/fields.ts, derived from its schema)
 * as the visual editor's field: Puck's kinds one to one, the site's own kinds through
 * `custom`. Optional fields say so in their label.
 */
export function puckField(field: SiteField, custom: CustomKinds): PuckField {
  const label = field.metadata.optional ? `${field.label} (optional)` : field.label;
  switch (field.type) {
    case "text":
    case "textarea":
      return { type: field.type, label, placeholder: field.metadata.example };
    case "number":
      return { type: "number", label, min: field.min, max: field.max, step: field.step };
    case "select":
    case "radio":
      return { type: field.type, label, options: field.options };
    case "array":
      return { type: "array", label, arrayFields: puckFields(field.arrayFields, custom), defaultItemProps: {}, getItemSummary: summary, min: field.min, max: field.max };
    case "object":
      return { type: "object", label, objectFields: puckFields(field.objectFields, custom) };
    case "image":
      return custom.image(label);
    case "record":
      return custom.record(label, field);
  }
}

/** Every field of a definition, in its order. */
export function puckFields(fields: Fields, custom: CustomKinds): PuckFields {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, puckField(field, custom)]));
}

/** A block's fields: a content field named `id` moves to ID_FIELD, since the editor keys blocks by `id`. */
export function blockFields(fields: Fields, custom: CustomKinds): PuckFields {
  return Object.fromEntries(Object.entries(puckFields(fields, custom)).map(([name, field]) => [name === "id" ? ID_FIELD : name, field]));
}
