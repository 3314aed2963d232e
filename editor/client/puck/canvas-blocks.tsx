import { createUsePuck, type SlotComponent } from "@puckeditor/core";
import { useMemo } from "react";
import { Column, Section, Widget, type SectionShape, type WidgetRegistry } from "@vitrine/site/editor";
import { useCanvasViews } from "./draft-views";

/**
 * The page's blocks in the canvas, drawn by the site's own Section, Column and Widget
 * (docs/behaviour/page-builder.md#canvas), so the canvas carries the built page's classes
 * and nesting: the editor's drop zones take the place of the section's inner container
 * and of the column itself, and each block's drag handle is its own element.
 */

type DragRef = ((element: Element | null) => void) | null;

const usePuck = createUsePuck();

export function WidgetBlock({ id, type, dragRef, widgets }: { id: string; type: string; dragRef: DragRef; widgets: WidgetRegistry }) {
  const drafted = useCanvasViews().widgets.get(id);
  if (drafted && "view" in drafted) return <Widget ref={dragRef} widget={drafted.view} widgets={widgets} />;
  // The editor's own mark until the server has resolved it, or in its place while its fields do not pass.
  const problems = drafted && "problems" in drafted ? drafted.problems : [];
  return (
    <div ref={dragRef} className="widget editor-widget-pending" data-editor-problems={problems.length > 0 ? "" : undefined}>
      <strong>{widgets.get(type)?.label ?? type}</strong>
      {problems.length > 0 ? problems.map((p) => <p key={p}>{p}</p>) : <p>Loading…</p>}
    </div>
  );
}

export function SectionBlock({ id, style, columns: Columns, dragRef }: { id: string; style?: SectionShape["style"]; columns: SlotComponent; dragRef: DragRef }) {
  // The anchor and background as the build resolves them from the draft; the style at once.
  const view = useCanvasViews().sections.get(id);
  const section: SectionShape = { id: view?.id, style: style ?? "default", background: view?.background };
  return <Section ref={dragRef} section={section} slot={(className) => <Columns className={className} minEmptyHeight={80} />} />;
}

export function ColumnBlock({ id, width, widgets: Widgets, dragRef, registry }: { id: string; width?: string; widgets: SlotComponent; dragRef: DragRef; registry: WidgetRegistry }) {
  // The kinds of widget the column holds now (whether it takes the reading measure), as one string so the answer compares by value.
  const types = usePuck((s) => ((s.getItemById(id)?.props.widgets ?? []) as { type: string }[]).map((w) => w.type).join(" "));
  const column = useMemo(() => ({ width: width ?? "1/1", widgets: types ? types.split(" ").map((type) => ({ type })) : [] }), [width, types]);
  return <Column column={column} widgets={registry} slot={(className) => <Widgets className={className} ref={dragRef} minEmptyHeight={64} />} />;
}
