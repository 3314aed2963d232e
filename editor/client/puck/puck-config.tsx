import type { ComponentConfig, Config, Fields as PuckFields } from "@puckeditor/core";
import { useFrontendConfig } from "../../../site/app/config/frontend-config";
import { Picture } from "../../../site/app/blocks/picture";
import { columnFields, pageFields, sectionFields, columnWidths } from "../../../site/app/content/schemas/page";
import { fieldsOf } from "../../../site/app/widgets/fields";
import type { WidgetRegistry, WidgetView } from "../../../site/app/widgets/widget-registry";
import { useCanvasViews } from "./draft-views";
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

function WidgetBlock({ id, type, dragRef, widgets }: { id: string; type: string; dragRef: ((el: Element | null) => void) | null; widgets: WidgetRegistry }) {
  const drafted = useCanvasViews().widgets.get(id);
  // In edit mode entrance animations show their final state (docs/behaviour/page-builder.md#modes).
  const { mode } = useFrontendConfig();
  const definition = widgets.get(type)!;
  if (!drafted || !("view" in drafted)) {
    const problems = drafted && "problems" in drafted ? drafted.problems : [];
    return (
      <div ref={dragRef} className="widget editor-widget-pending" data-editor-problems={problems.length > 0 ? "" : undefined}>
        <strong>{definition.label}</strong>
        {problems.length > 0 ? problems.map((p) => <p key={p}>{p}</p>) : <p>Loading…</p>}
      </div>
    );
  }
  const view = drafted.view as WidgetView;
  const extra = definition.wrapperClass?.(view);
  return (
    <div ref={dragRef} className={`widget widget--${type}${extra ? ` ${extra}` : ""}`} data-animate={mode === "edit" ? undefined : view.animate}>
      {definition.render(view)}
    </div>
  );
}

function SectionBlock({ id, style, columns: Columns, dragRef }: { id: string; style?: string; columns: (props: { className?: string; minEmptyHeight?: number }) => React.ReactNode; dragRef: ((el: Element | null) => void) | null }) {
  const background = useCanvasViews().sections.get(id)?.background;
  const classes = ["section", `section--${style ?? "default"}`, background ? "section--has-bg" : ""].filter(Boolean).join(" ");
  const lazy = background?.mode === "lazy" ? { backgroundImage: `url(${background.src})`, backgroundColor: background.placeholder } : undefined;
  return (
    <section ref={dragRef} className={classes} style={lazy}>
      {background?.mode === "eager" && <Picture image={background.image} alt="" priority className="section__bg" />}
      <Columns className="container section__inner" minEmptyHeight={80} />
    </section>
  );
}

/**
 * The visual editor's configuration, built from the widget registry (every definition's
 * label, fields and default props; never a list of types), with the page's sections and
 * columns as blocks holding slots. Blocks render with the site's own components and
 * classes inside the canvas iframe (docs/behaviour/page-builder.md#editing).
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
    render: ({ id, style, columns, puck }) => <SectionBlock id={id} style={style as string} columns={columns as never} dragRef={puck.dragRef} />,
  };
  components[COLUMN] = {
    label: "Column",
    fields: { ...blockFields(structure.column, custom), widgets: { type: "slot", allow: types } } as PuckFields,
    defaultProps: { width: columnWidths[0], widgets: [] },
    inline: true,
    render: ({ width, widgets: Widgets, puck }) => {
      const Slot = Widgets as (props: { className?: string; minEmptyHeight?: number }) => React.ReactNode;
      return (
        <div ref={puck.dragRef} className={`column column--${String(width ?? "1/1").replace("/", "-")}`}>
          <Slot className="column" minEmptyHeight={64} />
        </div>
      );
    },
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
      layout: { title: "Layout", components: [SECTION, COLUMN] },
      widgets: { title: "Widgets", components: types },
    },
    components,
  };
}
