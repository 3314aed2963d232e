import type { ComponentConfig, Config, Fields as PuckFields } from "@puckeditor/core";
import { columnFields, columnWidths, fieldsOf, pageFields, sectionFields, type WidgetRegistry } from "@vitrine/site/editor";
import { ColumnBlock, SectionBlock, WidgetBlock } from "./canvas-blocks";
import { COLUMN, SECTION, type FieldsOf } from "./page-data";
import { blockFields, puckFields, type CustomKinds } from "./puck-fields";

/**
 * The page's, a section's and a column's own fields, from the schema the content check
 * uses. (The raw-HTML switch stays out of the editor: it passes through the file untouched.)
 */
export function structureFields(widgets: WidgetRegistry): FieldsOf {
  return {
    root: fieldsOf(pageFields),
    section: fieldsOf(sectionFields),
    column: fieldsOf(columnFields),
    widget: (type) => widgets.get(type)?.fields,
  };
}

/**
 * The visual editor's configuration, built from the widget registry (every definition's
 * label, fields and default props; never a list of types), with the page's sections and
 * columns as blocks holding slots. Blocks render with the site's own Section, Column and
 * Widget inside the canvas iframe (canvas-blocks.tsx, docs/behaviour/page-builder.md#canvas).
 */
export function createPuckConfig(widgets: WidgetRegistry, custom: CustomKinds): Config {
  const types = widgets.all.map((d) => d.type);
  const structure = structureFields(widgets);
  const components: Record<string, ComponentConfig> = {};
  for (const definition of widgets.all) {
    components[definition.type] = {
      label: definition.label,
      fields: blockFields(definition.fields, custom),
      defaultProps: definition.defaultProps as Record<string, unknown>,
      inline: true,
      render: ({ id, puck }) => <WidgetBlock id={id} type={definition.type} dragRef={puck.dragRef} widgets={widgets} />,
    };
  }
  components[SECTION] = {
    label: "Section",
    fields: { ...blockFields(structure.section, custom), columns: { type: "slot", allow: [COLUMN] } } as PuckFields,
    defaultProps: { style: "default", columns: [{ type: COLUMN, props: { width: "1/1", widgets: [] } }] },
    inline: true,
    render: ({ id, style, columns, puck }) => <SectionBlock id={id} style={style} columns={columns} dragRef={puck.dragRef} />,
  };
  components[COLUMN] = {
    label: "Column",
    fields: { ...blockFields(structure.column, custom), widgets: { type: "slot", allow: types } } as PuckFields,
    defaultProps: { width: columnWidths[0], widgets: [] },
    inline: true,
    render: ({ id, width, widgets: Widgets, puck }) => <ColumnBlock id={id} width={width} widgets={Widgets} dragRef={puck.dragRef} registry={widgets} />,
  };
  return {
    root: {
      fields: puckFields(structure.root, custom),
      render: ({ children }: { children?: React.ReactNode }) => (
        <main id="main" className="editor-canvas-main">
          {children}
        </main>
      ),
    },
    categories: {
      layout: { title: "Sections and columns", components: [SECTION, COLUMN] },
      widgets: { title: "Blocks", components: types },
    },
    components,
  };
}
