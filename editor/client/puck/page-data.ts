import type { Fields } from "@vitrine/site/editor";

/**
 * A page file's block tree as the visual editor holds it, and back
 * (docs/behaviour/page-builder.md#editing): sections and columns become `Section` and
 * `Column` blocks whose children live in slots, widgets become blocks named by their
 * type. The editor keys every block by `props.id`, so a content field called `id` (a
 * section's or a heading's anchor) travels as `id_`. Fields the editor does not know
 * pass through untouched, so saving never drops what it cannot show.
 */
export const SECTION = "Section";
export const COLUMN = "Column";
/** Where a content field named `id` lives in a block's props. */
export const ID_FIELD = "id_";

type Raw = Record<string, unknown>;
type Path = (string | number)[];
export type Block = { type: string; props: Raw & { id: string } };
export type EditorData = { root: { props: Raw }; content: Block[] };

const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((v): v is Raw => typeof v === "object" && v !== null) : []);

function counter(prefix: string) {
  let n = 0;
  return (type: string) => `${prefix}${type}-${++n}`;
}

function toProps(raw: Raw, id: string): Raw & { id: string } {
  const { id: anchor, ...rest } = raw;
  return { ...rest, ...(anchor !== undefined ? { [ID_FIELD]: anchor } : {}), id };
}

/** A page file's data as editor blocks, each with a fresh id. */
export function toEditorData(page: unknown, options: Partial<{ idPrefix: string }> = {}): EditorData {
  const nextId = counter(options.idPrefix ?? "b-");
  const { sections, ...root } = (typeof page === "object" && page !== null ? page : {}) as Raw;
  return {
    root: { props: root },
    content: list(sections).map((section) => {
      const { columns, ...sectionRest } = section;
      return {
        type: SECTION,
        props: {
          ...toProps(sectionRest, nextId(SECTION)),
          columns: list(columns).map((column) => {
            const { widgets, ...columnRest } = column;
            return {
              type: COLUMN,
              props: {
                ...toProps(columnRest, nextId(COLUMN)),
                widgets: list(widgets).map(({ type, ...widget }) => ({ type: String(type), props: toProps(widget, nextId(String(type))) })),
              },
            };
          }),
        },
      };
    }),
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** Values the editor leaves empty in optional fields are left out of the file, recursively through lists and groups. */
export function pruneEmpty(values: Raw, fields: Fields | undefined): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields?.[key];
    if (isEmpty(value) && (field?.metadata.optional || value === undefined)) continue;
    if (field?.type === "array" && Array.isArray(value)) out[key] = value.map((item) => (typeof item === "object" && item ? pruneEmpty(item as Raw, field.arrayFields) : item));
    else if (field?.type === "object" && typeof value === "object" && value !== null) {
      const inner = pruneEmpty(value as Raw, field.objectFields);
      if (Object.keys(inner).length > 0 || !field.metadata.optional) out[key] = inner;
    } else out[key] = value;
  }
  return out;
}

function fromProps(props: Raw, fields: Fields | undefined): Raw {
  const { id: _blockId, [ID_FIELD]: anchor, ...rest } = props;
  return pruneEmpty({ ...(anchor !== undefined ? { id: anchor } : {}), ...rest }, fields);
}

export type FieldsOf = { root: Fields; section: Fields; column: Fields; widget(type: string): Fields | undefined };

/**
 * Editor blocks back to a page file's data, and where each block sits in it
 * (`["sections", 0, "columns", 1, "widgets", 2]`), so a build message about a field can
 * be shown at its block.
 */
export function fromEditorData(data: EditorData, fields: FieldsOf): { page: Raw; paths: Map<string, Path> } {
  const paths = new Map<string, Path>();
  const sections = data.content.map((section, s) => {
    paths.set(section.props.id, ["sections", s]);
    const { columns, ...sectionProps } = section.props;
    return {
      ...fromProps(sectionProps, fields.section),
      columns: (list(columns) as Block[]).map((column, c) => {
        paths.set(column.props.id, ["sections", s, "columns", c]);
        const { widgets, ...columnProps } = column.props;
        return {
          ...fromProps(columnProps, fields.column),
          widgets: (list(widgets) as Block[]).map((widget, w) => {
            paths.set(widget.props.id, ["sections", s, "columns", c, "widgets", w]);
            return { type: widget.type, ...fromProps(widget.props, fields.widget(widget.type)) };
          }),
        };
      }),
    };
  });
  const root = pruneEmpty(data.root.props ?? {}, fields.root);
  return { page: { ...root, sections }, paths };
}

/** The block a field path belongs to: the one whose path is the longest prefix of it. */
export function blockAt(paths: Map<string, Path>, field: Path): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const [id, at] of paths) {
    if (at.length <= field.length && at.every((part, i) => part === field[i]) && (!best || at.length > best.length)) best = { id, length: at.length };
  }
  return best?.id;
}
