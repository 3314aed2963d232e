import { z } from "zod";
import type { WidgetDoc } from "../../widgets/widget-registry";
import { anchorId, dangerouslyAllowRawHtml, kebabName } from "./common";

export const columnWidths = ["1/1", "1/2", "1/3", "2/3", "1/4", "3/4"] as const;
export type ColumnWidth = (typeof columnWidths)[number];

/**
 * `content/pages/{slug}.yaml`: a block tree a visual page builder can edit (content
 * format, "Pages"): sections → columns → widgets, where a widget is any of the types
 * the widget folders define (site/app/widgets, docs/decisions/010-widget-definitions.md).
 */
export function pageSchemaFor(widget: z.ZodType<WidgetDoc>) {
  const column = z.strictObject({
    width: z.enum(columnWidths).default("1/1"),
    widgets: z.array(widget).default([]),
  });
  const section = z.strictObject({
    id: anchorId.optional(),
    style: z.enum(["default", "surface", "accent", "hero"]).default("default"),
    background: z.strictObject({ image: kebabName }).optional(),
    columns: z.array(column).min(1),
  });
  return z.strictObject({
    title: z.string().min(1),
    description: z.string().min(1),
    noLocalScroll: z.boolean().default(false),
    sections: z.array(section).min(1),
    dangerouslyAllowRawHtml,
  });
}

export type PageDoc = z.output<ReturnType<typeof pageSchemaFor>>;
