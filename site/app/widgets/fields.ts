import type { z } from "zod";

/**
 * Editor field descriptions, derived from a widget's zod schema so a field is declared
 * once (docs/decisions/010-widget-definitions.md). They follow Puck's field types —
 * text, textarea, number, select, radio, array, object — so a Puck config maps them
 * one to one; `image` (a name from the media manifest) and `record` (text per key) are
 * the site's own and become Puck custom fields. `metadata` carries what Puck leaves to
 * the field: the help text, whether the field may stay empty, and an example value.
 */
type FieldOption = { label: string; value: string | number | boolean };
type Base = { label: string; metadata: { help?: string; optional: boolean; example?: string } };
type Field = Base &
  (
    | { type: "text" | "textarea" | "image" }
    | { type: "number"; min?: number; max?: number; step?: number }
    | { type: "select" | "radio"; options: FieldOption[] }
    | { type: "array"; arrayFields: Fields; min?: number; max?: number }
    | { type: "object"; objectFields: Fields }
    | { type: "record"; valueField: Field; checkKey(key: string): string | undefined }
  );
export type Fields = Record<string, Field>;

/** How a string field is edited, when not a plain line of text. */
type EditorHint = "textarea" | "image" | "radio";

declare module "zod" {
  interface GlobalMeta {
    /** The editor field for this value (fields.ts). */
    editor?: EditorHint;
    /** A valid value, shown greyed in an empty field so the owner sees the expected form. */
    example?: string;
  }
}

type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; element?: Schema; shape?: Record<string, Schema>; options?: Schema[]; keyType?: Schema; valueType?: Schema; entries?: Record<string, string>; values?: unknown[]; checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[] };

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: Schema) => (schema as unknown as { meta?: () => z.core.GlobalMeta | undefined }).meta?.() ?? {};

/** "emptyText" → "Empty text", "fade-up" → "Fade up", "layer1Message" → "Layer1 message". */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema under optional/default wrappers, whether it may be left out, and every wrapper's meta. */
function unwrap(schema: Schema) {
  let inner = schema;
  let optional = false;
  let meta: z.core.GlobalMeta = metaOf(schema);
  for (let def = defOf(inner); (def.type === "optional" || def.type === "default") && def.innerType; def = defOf(inner)) {
    optional = true;
    inner = def.innerType;
    meta = { ...metaOf(inner), ...meta };
  }
  return { inner, optional, meta };
}

function lengthChecks(def: Def) {
  const found: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if (kind === "min_length" || kind === "greater_than") found.min = minimum;
    if (kind === "max_length" || kind === "less_than") found.max = maximum;
  }
  return found;
}

function optionsOf(def: Def): FieldOption[] | undefined {
  if (def.type === "enum" && def.entries) return Object.values(def.entries).map((value) => ({ label: humanize(value), value }));
  const literals = def.type === "union" ? def.options?.map(defOf) : undefined;
  if (!literals?.every((option) => option.type === "literal")) return undefined;
  return literals.flatMap((option) => (option.values ?? []) as (string | number)[]).map((value) => ({ label: String(value), value }));
}

/** The editor field for one schema value; throws for a kind no editor field can edit. */
export function fieldOf(name: string, schema: Schema): Field {
  const { inner, optional, meta } = unwrap(schema);
  const def = defOf(inner);
  const base: Base = { label: meta.title ?? humanize(name), metadata: { optional, ...(meta.description ? { help: meta.description } : {}), ...(meta.example ? { example: meta.example } : {}) } };
  const options = optionsOf(def);
  if (options) return { ...base, type: meta.editor === "radio" ? "radio" : "select", options };
  switch (def.type) {
    case "string":
      return { ...base, type: meta.editor === "textarea" || meta.editor === "image" ? meta.editor : "text" };
    case "boolean":
      return { ...base, type: "radio", options: [{ label: "Yes", value: true }, { label: "No", value: false }] };
    case "number": {
      const number = inner as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      const bound = (value: number | null) => (value !== null && Number.isFinite(value) ? value : undefined);
      return { ...base, type: "number", min: bound(number.minValue), max: bound(number.maxValue), ...(number.isInt ? { step: 1 } : {}) };
    }
    case "array": {
      const element = defOf(def.element!);
      if (element.type !== "object") throw new Error(`${name}: a list of ${element.type} has no editor field`);
      return { ...base, type: "array", arrayFields: fieldsOf(element.shape!), ...lengthChecks(def) };
    }
    case "object":
      return { ...base, type: "object", objectFields: fieldsOf(def.shape!) };
    case "record": {
      // A new key is checked as the content check will check it, with its message.
      const keys = def.keyType as unknown as z.ZodType;
      const checkKey = (key: string) => {
        const result = keys.safeParse(key);
        return result.success ? undefined : result.error.issues[0]?.message;
      };
      return { ...base, type: "record", valueField: fieldOf(name, def.valueType!), checkKey };
    }
    default:
      throw new Error(`${name}: a ${def.type} value has no editor field`);
  }
}

/** Editor fields for every key of a zod shape, in its order. */
export function fieldsOf(shape: Record<string, Schema>): Fields {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, fieldOf(name, schema)]));
}
