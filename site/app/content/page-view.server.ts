import type { ContentStore, Entry } from "./content-store.server";
import { cookieListHeadings, resolveCookieList } from "./cookie-list.server";
import { renderMarkdown } from "./markdown.server";
import { resolveImage, shareSizes, sizes as presetSizes } from "./media.server";
import type { ColumnView, PageView, SectionView, TocEntry, WidgetView } from "./page-view";
import type { ColumnWidth, PageDoc, WidgetDoc } from "./schemas/page";
import { gallerySizes } from "./gallery-sizes.server";
import { featuredProducts } from "./queries.server";
import { postSummary, productSummary } from "./summaries.server";

const fractions: Record<ColumnWidth, number> = { "1/1": 1, "1/2": 1 / 2, "1/3": 1 / 3, "2/3": 2 / 3, "1/4": 1 / 4, "3/4": 3 / 4 };

/** `sizes` for an image in a column: its share of the content box, full width on phones. */
export function columnSizes(width: ColumnWidth): string {
  const share = fractions[width];
  return share === 1 ? presetSizes.full : shareSizes(share);
}

function tocEntries(page: PageDoc): TocEntry[] {
  return page.sections.flatMap((section) =>
    section.columns.flatMap((column) =>
      column.widgets.flatMap((w) => {
        if (w.type === "cookie-list") return cookieListHeadings(w);
        return w.type === "heading" && w.id && w.level > 1 ? [{ id: w.id, text: w.text, level: w.level }] : [];
      }),
    ),
  );
}

function resolveWidget(store: ContentStore, page: PageDoc, widget: WidgetDoc, width: ColumnWidth): WidgetView {
  const { manifest } = store;
  switch (widget.type) {
    case "text":
      return { type: "text", animate: widget.animate, html: renderMarkdown(widget.markdown, manifest, { imageSizes: columnSizes(width), dangerouslyAllowRawHtml: page.dangerouslyAllowRawHtml }) };
    case "image":
      return {
        type: "image",
        animate: widget.animate,
        image: resolveImage(manifest, widget, { sizes: columnSizes(width), fallbackWidth: 1200 }),
        caption: widget.caption,
        priority: widget.priority,
      };
    case "gallery":
      return {
        ...widget,
        items: widget.items.map((item, index, all) =>
          resolveImage(manifest, item, {
            sizes: gallerySizes({ count: all.length, columns: widget.columns, index, columnShare: fractions[width] }),
          }),
        ),
      };
    case "toc":
      return { type: "toc", animate: widget.animate, entries: tocEntries(page) };
    case "cookie-list":
      return resolveCookieList(widget, manifest, columnSizes(width));
    case "product-grid": {
      const products = featuredProducts(store).filter((p) => !widget.category || p.data.category === widget.category);
      return {
        type: "product-grid",
        animate: widget.animate,
        products: products.slice(0, widget.limit ?? products.length).map((p) => productSummary(manifest, p)),
      };
    }
    case "post-list":
      return {
        type: "post-list",
        animate: widget.animate,
        posts: store.posts.slice(0, widget.limit ?? store.posts.length).map((p) => postSummary(manifest, p)),
      };
    default:
      return widget;
  }
}

/** Marks the likely LCP image as priority when the author did not pick one. */
function ensurePriority(sections: SectionView[]) {
  const all = sections.flatMap((s) => s.columns.flatMap((c) => c.widgets));
  if (sections[0]?.background?.mode === "eager" || all.some((w) => w.type === "image" && w.priority)) return;
  const first = sections[0]?.columns.flatMap((c) => c.widgets).find((w) => w.type === "image");
  if (first && first.type === "image") first.priority = true;
}

export function resolvePage(store: ContentStore, entry: Entry<PageDoc>): PageView {
  const page = entry.data;
  const sections = page.sections.map((section, index): SectionView => {
    const columns = section.columns.map(
      (column): ColumnView => ({ width: column.width, widgets: column.widgets.map((w) => resolveWidget(store, page, w, column.width)) }),
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
  ensurePriority(sections);
  return { slug: entry.slug, title: page.title, noLocalScroll: page.noLocalScroll, sections };
}

/** The page's share image for Open Graph: the first background or image widget. */
export function shareImage(page: PageView): string | undefined {
  for (const section of page.sections) {
    if (section.background?.mode === "eager") return section.background.image.large;
    for (const widget of section.columns.flatMap((c) => c.widgets)) {
      if (widget.type === "image") return widget.image.large;
      if (widget.type === "gallery") return widget.items[0]?.large;
    }
  }
  return undefined;
}
