import type { WidgetView } from "~/widgets/widget-registry";
import type { ColumnWidth } from "./page-schema";
import type { ResolvedImage } from "../source/types";

/** A page's block tree as components receive it: every widget's data resolved at build. */
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
