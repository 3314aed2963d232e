import type { Fields } from "@vitrine/site/editor";
import type { FieldsOf } from "./puck/page-data";

type Path = readonly (string | number)[];
type Raw = Record<string, unknown>;

const at = (value: unknown, key: string | number): unknown => (value && typeof value === "object" ? (value as Raw)[key as string] : undefined);

/**
 * A field of a page, named as the editor shows it (docs/behaviour/page-builder.md#messages):
 * the label of the field a build message points at, with the place of a list item
 * ("Images, item 2: Text alternative"), and the kind of block that holds it.
 */
export function fieldLabel(fields: FieldsOf, page: unknown, path: Path, widgetLabel: (type: string) => string | undefined): { block: string; field?: string } {
  let scope: Fields | undefined = fields.root;
  let block = "Page";
  let rest: Path = path;
  if (path[0] === "sections" && typeof path[1] === "number") {
    const section = at(at(page, "sections"), path[1]);
    if (path[2] === "columns" && typeof path[3] === "number") {
      const column = at(at(section, "columns"), path[3]);
      if (path[4] === "widgets" && typeof path[5] === "number") {
        const type = String(at(at(at(column, "widgets"), path[5]), "type"));
        scope = fields.widget(type);
        block = widgetLabel(type) ?? "Block";
        rest = path.slice(6);
      } else {
        scope = fields.column;
        block = `Column ${path[3] + 1}`;
        rest = path.slice(4);
      }
    } else {
      scope = fields.section;
      block = `Section ${path[1] + 1}`;
      rest = path.slice(2);
    }
  }
  const names: string[] = [];
  let current = scope;
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i]!;
    if (typeof key === "number") {
      names.push(`item ${key + 1}`);
      continue;
    }
    const field = current?.[key];
    if (!field) {
      names.push(key);
      current = undefined;
      continue;
    }
    names.push(field.label);
    current = field.type === "array" ? field.arrayFields : field.type === "object" ? field.objectFields : undefined;
  }
  if (names.length === 0) return { block };
  const last = names.pop()!;
  return { block, field: names.length > 0 ? `${last} (${names.join(", ")})` : last };
}
