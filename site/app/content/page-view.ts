import type { ColumnWidth } from "./schemas/page";
import type { PostSummary, ProductSummary, ResolvedImage } from "./types";

/** A page's block tree as components receive it: images, Markdown and lists resolved. */
type Animated = { animate?: "fade-up" | "fade-in" | "zoom-in" };

export type TocEntry = { id: string; text: string; level: number };

export type WidgetView = Animated &
  (
    | { type: "heading"; text: string; level: number; id?: string }
    /** Rendered at build time: a text widget's Markdown, or a cookie list (no client code). */
    | { type: "text"; html: string }
    | { type: "image"; image: ResolvedImage; caption?: string; priority: boolean }
    | { type: "button"; label: string; href: string; variant: "primary" | "secondary" }
    | { type: "gallery"; items: ResolvedImage[]; columns: 2 | 3 | 4 }
    | { type: "toc"; entries: TocEntry[] }
    | { type: "product-grid"; products: ProductSummary[] }
    | { type: "post-list"; posts: PostSummary[] }
    | { type: "spacer"; size: "s" | "m" | "l" }
  );

export type ColumnView = { width: ColumnWidth; widgets: WidgetView[] };

export type SectionBackground =
  /** Loaded by the in-page behaviour when the section approaches the viewport. */
  | { mode: "lazy"; src: string; srcSet: string; placeholder: string }
  /** The first section's background is the likely LCP element: a real, eager image. */
  | { mode: "eager"; image: ResolvedImage };

export type SectionView = {
  id?: string;
  style: "default" | "surface" | "accent" | "hero";
  background?: SectionBackground;
  columns: ColumnView[];
};

export type PageView = {
  slug: string;
  title: string;
  noLocalScroll: boolean;
  sections: SectionView[];
};
