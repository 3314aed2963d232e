import { z } from "zod";
import { anchorId, imageRef, kebabName, dangerouslyAllowRawHtml } from "./common";

/** Entrance animation any widget may carry; it runs once on enter (spec §4 "Others"). */
const animate = z.enum(["fade-up", "fade-in", "zoom-in"]).optional();

const widget = <K extends string, T extends z.core.$ZodLooseShape>(type: K, shape: T) =>
  z.strictObject({ type: z.literal(type), animate, ...shape });

export const headingWidget = widget("heading", {
  text: z.string().min(1),
  level: z.number().int().min(1).max(4).default(2),
  id: anchorId.optional(),
});
export const textWidget = widget("text", { markdown: z.string().min(1) });
export const imageWidget = widget("image", {
  image: kebabName,
  alt: z.string().min(1, "describe the image for people who cannot see it (alt must not be empty)"),
  caption: z.string().optional(),
  priority: z.boolean().default(false),
});
export const buttonWidget = widget("button", {
  label: z.string().min(1),
  href: z.string().min(1),
  variant: z.enum(["primary", "secondary"]).default("primary"),
});
export const galleryWidget = widget("gallery", {
  items: z.array(imageRef).min(1),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
});
export const tocWidget = widget("toc", {});
export const productGridWidget = widget("product-grid", {
  limit: z.number().int().positive().optional(),
  category: z.string().min(1).optional(),
});
export const postListWidget = widget("post-list", { limit: z.number().int().positive().optional() });
export const spacerWidget = widget("spacer", { size: z.enum(["s", "m", "l"]).default("m") });
/**
 * The consent categories and their cookies from site.config.ts, one section per category
 * with the heading id `cookies-{slug}` (issue 3, cookie-policy page).
 */
export const cookieListWidget = widget("cookie-list", {
  /** Level of each category's heading. */
  level: z.number().int().min(2).max(4).default(3),
  /** Extra Markdown for a category, keyed by its slug, shown after its description. */
  notes: z.record(kebabName, z.string().min(1)).default({}),
  /** Shown instead of a table for a category that sets no cookies. */
  emptyText: z.string().min(1).default("No cookies in this category are in use at the moment."),
});

export const widgetSchema = z.discriminatedUnion("type", [
  headingWidget,
  textWidget,
  imageWidget,
  buttonWidget,
  galleryWidget,
  tocWidget,
  productGridWidget,
  postListWidget,
  spacerWidget,
  cookieListWidget,
]);

export const columnWidths = ["1/1", "1/2", "1/3", "2/3", "1/4", "3/4"] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export const columnSchema = z.strictObject({
  width: z.enum(columnWidths).default("1/1"),
  widgets: z.array(widgetSchema).default([]),
});

export const sectionSchema = z.strictObject({
  id: anchorId.optional(),
  style: z.enum(["default", "surface", "accent", "hero"]).default("default"),
  background: z.strictObject({ image: kebabName }).optional(),
  columns: z.array(columnSchema).min(1),
});

/** `content/pages/{slug}.yaml`: a block tree a visual page builder can edit (content format, "Pages"). */
export const pageSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  noLocalScroll: z.boolean().default(false),
  sections: z.array(sectionSchema).min(1),
  dangerouslyAllowRawHtml,
});

export type PageDoc = z.output<typeof pageSchema>;
export type SectionDoc = z.output<typeof sectionSchema>;
export type ColumnDoc = z.output<typeof columnSchema>;
export type WidgetDoc = z.output<typeof widgetSchema>;
export type WidgetType = WidgetDoc["type"];
