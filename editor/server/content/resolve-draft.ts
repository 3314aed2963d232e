import { z } from "zod";
import {
  authorErrorMap,
  columnFields,
  formatIssues,
  mediaNamesIn,
  pageFields,
  resolvePage,
  sectionFields,
  siteData,
  type CheckContext,
  type ContentStore,
  type PageDoc,
  type PageView,
  type SectionView,
  type SiteData,
  type WidgetView,
} from "@vitrine/site/editor/server";

/** One widget of the draft in the canvas: its view, or why it cannot be shown yet. */
export type DraftWidget = { view: WidgetView } | { problems: string[] };
export type DraftSection = Omit<SectionView, "columns"> & { columns: { width: string; widgets: DraftWidget[] }[] };
export type DraftView = { sections: DraftSection[] };

type Raw = Record<string, unknown>;
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((v): v is Raw => typeof v === "object" && v !== null) : []);

/** A field's value if valid, else its default (or nothing): the canvas shows what it can. */
function lenient<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fallback = schema.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

/**
 * The draft page as the canvas renders it, through the build's own resolver
 * (resolvePage: the same images, Markdown, lists and tables of contents as the published
 * page). A widget whose fields do not pass its schema, or that names an unknown image,
 * is left out of the resolved page and comes back with its problems instead, so one
 * half-typed field never blanks the whole canvas.
 */
export function resolveDraft(store: ContentStore, slug: string, raw: unknown, site: SiteData = siteData()): DraftView {
  const page = (typeof raw === "object" && raw !== null ? raw : {}) as Raw;
  const held: { s: number; c: number; w: number; problems: string[] }[] = [];
  const imageContext: CheckContext = { site, paths: new Set(), productCategories: new Set(), mediaNamesIn, headings: [] };
  const place: { s: number; c: number; w: number }[][][] = [];
  const sections = list(page.sections).map((section, s) => {
    const background = lenient(sectionFields.background, section.background);
    return {
      id: lenient(sectionFields.id, section.id),
      style: lenient(sectionFields.style, section.style) ?? "default",
      background: background && store.manifest[background.image] ? background : undefined,
      columns: list(section.columns).map((column, c) => {
        const widgets: PageDoc["sections"][number]["columns"][number]["widgets"] = [];
        list(column.widgets).forEach((widget, w) => {
          const definition = store.widgets.get(String(widget.type));
          const parsed = definition?.schema.safeParse(widget, { error: authorErrorMap });
          if (!definition || !parsed?.success) {
            const problems = parsed?.error ? formatIssues("", parsed.error.issues).map((line) => line.replace(/^: /, "")) : [`no widget type "${String(widget.type)}"`];
            held.push({ s, c, w, problems });
            return;
          }
          const unknown = (definition.images?.(parsed.data as never, imageContext) ?? []).filter((use) => !store.manifest[use.name]);
          if (unknown.length > 0) {
            held.push({ s, c, w, problems: unknown.map((use) => `${use.path.join(".")}: unknown image "${use.name}" (not in content/media/manifest.json)`) });
            return;
          }
          ((place[s] ??= [])[c] ??= []).push({ s, c, w });
          widgets.push(parsed.data as never);
        });
        return { width: lenient(columnFields.width, column.width) ?? "1/1", widgets };
      }),
    };
  });
  const doc: PageDoc = {
    title: lenient(pageFields.title, page.title) ?? "",
    description: "",
    noLocalScroll: false,
    dangerouslyAllowRawHtml: page.dangerouslyAllowRawHtml === true,
    sections,
  };
  const view: PageView = resolvePage(store, { slug, file: `content/pages/${slug}`, body: "", data: doc }, site);
  return {
    sections: view.sections.map((section, s) => ({
      ...section,
      columns: list(list(page.sections)[s]?.columns).map((column, c) => {
        const count = list(column.widgets).length;
        const resolved = section.columns[c]?.widgets ?? [];
        const at = place[s]?.[c] ?? [];
        return {
          width: section.columns[c]?.width ?? "1/1",
          widgets: Array.from({ length: count }, (_, w): DraftWidget => {
            const index = at.findIndex((p) => p.w === w);
            if (index >= 0) return { view: resolved[index]! };
            return { problems: held.find((h) => h.s === s && h.c === c && h.w === w)?.problems ?? [] };
          }),
        };
      }),
    })),
  };
}
