import type { PageSubject, ResolveContext, SiteData, TocEntry } from "../widgets/define-widget";
import { siteData } from "./site-data.server";
import type { WidgetDoc, WidgetView } from "../widgets/widget-registry";
import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";
import { renderMarkdown } from "./markdown.server";
import { resolveImage, shareSizes, sizes as presetSizes } from "./media.server";
import type { ColumnView, PageView, SectionView } from "../blocks/page-view";
import type { ColumnWidth, PageDoc } from "../blocks/page-schema";
import { featuredProducts } from "./queries.server";
import { postSummary, productSummary } from "./summaries.server";

const fractions: Record<ColumnWidth, number> = { "1/1": 1, "1/2": 1 / 2, "1/3": 1 / 3, "2/3": 2 / 3, "1/4": 1 / 4, "3/4": 3 / 4 };

/** `sizes` for an image in a column: its share of the content box, full width on phones. */
export function columnSizes(width: ColumnWidth): string {
  const share = fractions[width];
  return share === 1 ? presetSizes.full : shareSizes(share);
}

/** Every widget of the page, in page order, with its column. */
const placed = (page: PageDoc) =>
  page.sections.flatMap((section, s) => section.columns.flatMap((column) => column.widgets.map((widget) => ({ widget, width: column.width, section: s }))));

/** The page's headings with an id below level 1, for tables of contents. */
function tocEntries(store: ContentStore, page: PageDoc, site: SiteData): TocEntry[] {
  return placed(page).flatMap(({ widget }) =>
    (store.widgets.get(widget.type)?.headings?.(widget, site) ?? []).filter((h): h is TocEntry => Boolean(h.id) && h.level > 1),
  );
}

/**
 * The widget that carries the largest paint when the author marked none: the first
 * candidate image of the first section, unless that section has an eager background.
 */
function autoPriority(store: ContentStore, page: PageDoc): WidgetDoc | undefined {
  if (page.sections[0]?.background) return undefined;
  const all = placed(page).map((p) => ({ ...p, paint: store.widgets.get(p.widget.type)?.largestPaint?.(p.widget) }));
  if (all.some((p) => p.paint === "chosen")) return undefined;
  return all.find((p) => p.section === 0 && p.paint === "candidate")?.widget;
}

type Placement = { site: SiteData; headings: TocEntry[]; priority: boolean; dangerouslyAllowRawHtml: boolean; path: string; subject?: PageSubject };

function contextFor(store: ContentStore, width: ColumnWidth, page: Placement): ResolveContext {
  const { manifest } = store;
  const columnShare = fractions[width];
  return {
    site: page.site,
    columnShare,
    image: (ref, o = {}) =>
      resolveImage(manifest, ref, {
        sizes: o.share === undefined ? columnSizes(width) : shareSizes(columnShare * o.share, o.phoneVw),
        ...(o.fallbackWidth ? { fallbackWidth: o.fallbackWidth } : {}),
      }),
    markdown: (source) => renderMarkdown(source, manifest, { imageSizes: columnSizes(width), dangerouslyAllowRawHtml: page.dangerouslyAllowRawHtml }),
    headings: page.headings,
    products: () => featuredProducts(store).map((p) => productSummary(manifest, p)),
    posts: () => store.posts.map((p) => postSummary(manifest, p)),
    priority: page.priority,
    path: page.path,
    ...(page.subject ? { subject: page.subject } : {}),
  };
}

/** The address of a page file: `/` for home, `/{slug}` otherwise. */
export const pagePath = (slug: string) => (slug === "home" ? "/" : `/${slug}`);

/** One widget's view: its type and animation, and what its definition resolves. */
function resolveWidget(store: ContentStore, widget: WidgetDoc, context: ResolveContext): WidgetView {
  const definition = store.widgets.get(widget.type);
  if (!definition) throw new Error(`No widget definition for "${widget.type}"`);
  return { type: widget.type, animate: widget.animate, ...definition.resolveData(widget, context) } as WidgetView;
}

/** The page's view; `site` is the site's data as its settings hold it now where that differs (the studio's canvas). */
export function resolvePage(store: ContentStore, entry: Entry<PageDoc>, site: SiteData = siteData()): PageView {
  const page = entry.data;
  const path = pagePath(entry.slug);
  const headings = tocEntries(store, page, site);
  const priority = autoPriority(store, page);
  const sections = page.sections.map((section, index): SectionView => {
    const columns = section.columns.map(
      (column): ColumnView => ({
        width: column.width,
        widgets: column.widgets.map((w) => resolveWidget(store, w, contextFor(store, column.width, { site, headings, priority: w === priority, dangerouslyAllowRawHtml: entry.data.dangerouslyAllowRawHtml, path }))),
      }),
    );
    let background: SectionView["background"];
    if (section.background) {
      const image = resolveImage(store.manifest, { image: section.background.image, alt: "" }, { sizes: "100vw", fallbackWidth: 1200 });
      background =
        index === 0
          ? { mode: "eager", image }
          : { mode: "lazy", src: image.large, srcSet: image.srcSet, placeholder: image.placeholder };
    }
    return { id: section.id, style: section.style, background, columns };
  });
  return { slug: entry.slug, title: page.title, noLocalScroll: page.noLocalScroll, sections };
}

/**
 * A shared block (`content/blocks/{name}.yaml`, one widget) placed by a page template
 * at `path`, full width, about `subject` (a product page's enquiry form).
 */
export function resolveBlock(store: ContentStore, entry: Entry<WidgetDoc>, placement: { path: string; subject?: PageSubject }): WidgetView {
  const context = contextFor(store, "1/1", { site: siteData(), headings: [], priority: false, dangerouslyAllowRawHtml: false, ...placement });
  return resolveWidget(store, entry.data, context);
}

/** The page's share image for Open Graph: the first section background or widget image. */
export function shareImage(store: ContentStore, page: PageView): string | undefined {
  for (const section of page.sections) {
    if (section.background?.mode === "eager") return section.background.image.large;
    for (const widget of section.columns.flatMap((c) => c.widgets)) {
      const image = store.widgets.get(widget.type)?.shareImage?.(widget);
      if (image) return image;
    }
  }
  return undefined;
}
