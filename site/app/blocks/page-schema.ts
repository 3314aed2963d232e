import { z } from "zod";
import type { WidgetDoc } from "../widgets/widget-registry";
import { anchorId, dangerouslyAllowRawHtml, kebabName } from "../source/schemas/common";

export const columnWidths = ["1/1", "1/2", "1/3", "2/3", "1/4", "3/4"] as const;
export type ColumnWidth = (typeof columnWidths)[number];

/**
 * `content/pages/{slug}.yaml`: a block tree a visual page builder can edit (content
 * format, "Pages"): sections → columns → widgets, where a widget is any of the types
 * the widget folders define (site/app/widgets, docs/decisions/010-widget-definitions.md).
 */
/**
 * The fields of a page, a section and a column other than what they hold; with
 * `.meta()` for the page builder, which derives its fields from them as from a widget's
 * (site/app/widgets/fields.ts).
 */
export const pageFields = {
  title: z.string().min(1).meta({ title: "Title", description: "The browser tab's and search results' title. The home page's tab shows the site's name." }),
  description: z.string().min(1).meta({ title: "Description", description: "Shown by search engines and link previews.", editor: "textarea" }),
  noLocalScroll: z.boolean().default(false).meta({ title: "Jump to in-page links", description: "Instead of scrolling smoothly." }),
};
export const sectionFields = {
  id: anchorId.optional().meta({ title: "Anchor id", description: "For links to #id." }),
  style: z.enum(["default", "surface", "accent", "hero"]).default("default").meta({ title: "Style" }),
  background: z.strictObject({ image: kebabName.meta({ title: "Image", editor: "image" }) }).optional().meta({ title: "Background image" }),
};
export const columnFields = {
  width: z.enum(columnWidths).default("1/1").meta({ title: "Width", description: "Its share of the row from the tablet breakpoint; phones stack columns." }),
};

export function pageSchemaFor(widget: z.ZodType<WidgetDoc>) {
  const column = z.strictObject({ ...columnFields, widgets: z.array(widget).default([]) });
  const section = z.strictObject({ ...sectionFields, columns: z.array(column).min(1) });
  return z.strictObject({ ...pageFields, sections: z.array(section).min(1), dangerouslyAllowRawHtml });
}

export type PageDoc = z.output<ReturnType<typeof pageSchemaFor>>;
