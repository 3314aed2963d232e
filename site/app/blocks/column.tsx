import type { ReactNode } from "react";
import type { WidgetRegistry } from "~/widgets/widget-registry";
import type { BlockSlot } from "./section";

/** What a column draws itself from: its width ("1/2") and the types of its widgets, on the page or in the editor's draft. */
export type ColumnShape = { width: string; widgets: readonly { type: string }[] };

/** A full-width column of only running text (widgets marked `prose`) is set at a reading measure. */
function columnClass(column: ColumnShape, widgets: WidgetRegistry): string {
  const classes = ["column", `column--${column.width.replace("/", "-")}`];
  if (column.width === "1/1" && column.widgets.every((w) => widgets.get(w.type)?.prose)) classes.push("column--measure");
  return classes.join(" ");
}

export type ColumnProps = {
  column: ColumnShape;
  widgets: WidgetRegistry;
  /** The widgets, on the built page. */
  children?: ReactNode;
  /** Draws the column itself in place of a plain `div` holding `children`: in the editor's canvas, its drop zone. */
  slot?: BlockSlot;
};

/**
 * One column of a section: its width on the section's grid, and the reading measure when
 * it holds only running text. The built page and the editor's canvas both draw it here.
 */
export function Column({ column, widgets, children, slot }: ColumnProps) {
  const className = columnClass(column, widgets);
  return slot ? slot(className) : <div className={className}>{children}</div>;
}
