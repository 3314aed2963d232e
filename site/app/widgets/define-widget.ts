import type { SiteWords } from "../words/site-words";
import type { ReactNode } from "react";
import { z } from "zod";
import type { PolicyWords } from "../words/consent-words";
import type { HostingConfig } from "../config/hosting-config";
import type { PolicyCategory } from "../consent/policy-cookies";
import type { PolicyServiceCategory } from "../consent/policy-services";
import type { ImageRef } from "../source/schemas/common";
import type { PostSummary, ProductSummary, ResolvedImage } from "../source/types";
import { fieldsOf, type Fields } from "./fields";

/** Entrance animation any widget may carry; it runs once on enter (docs/behaviour/content.md#widgets). */
export const animate = z.enum(["fade-up", "fade-in", "zoom-in"]).optional().meta({ title: "Entrance animation" });
export type Animate = z.output<typeof animate>;

/** A heading a widget puts on the page: a table of contents lists those with an id. */
export type Heading = { id?: string; text: string; level: number };
export type TocEntry = Required<Heading>;

/** A field path inside the widget, e.g. `["items", 2, "image"]`, and what is wrong there. */
type Problem = { path: (string | number)[]; message: string };

/**
 * Each feature's slice of `SiteData`: the feature registry fills it in (app/features/site-features.ts,
 * from feature-registry.ts `FeatureData`), so the widgets import no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the feature registry
export interface FeatureSiteData {}

/**
 * What the site is, for widgets that show it: given by the build, so a widget's module
 * stays free of the code that computes it (the consent package stays out of pages' code).
 * Each feature adds its own slice under its name in camel case (`site.video`, `site.photoFeed`),
 * through `FeatureSiteData`.
 */
export type SiteData = FeatureSiteData & {
  /** The consent categories and their cookies, as the cookie policy lists them. */
  policyCategories: readonly PolicyCategory[];
  /** The words of the privacy page's cookie and service lists (`consentWords.policy`). */
  policyWords: PolicyWords;
  /** Layer 2's categories and their services, as the privacy policy lists them (none with layer 2 off). */
  policyServices: readonly PolicyServiceCategory[];
  /** How a visitor changes their consent choices on this site, sentence by sentence (consent/policy-choices.ts). */
  consentChoices: readonly string[];
  /** The site's own server or a static host: what a form shows in its place there (app/config/hosting-config.ts). */
  hosting: HostingConfig;
  /** Consent events are sent to the server's consent log (off on a static host). */
  consentLog: boolean;
  /** The site's words in its language (app/words/site-words.ts, docs/decisions/039-site-words.md). */
  words: SiteWords;
};

/** What the build gives a widget to resolve its data (docs/decisions/010-widget-definitions.md). */
export type ResolveContext = {
  site: SiteData;
  /** The widget's column: its share of the content box from the tablet breakpoint up (1, 1/2, 1/3 …). */
  columnShare: number;
  /**
   * An image of the media manifest, sized for the column; or for `share` of the column
   * (and `phoneVw` of a phone's width) where the widget lays images out itself.
   */
  image(ref: ImageRef, options?: Partial<{ share: number; phoneVw: number; fallbackWidth: number }>): ResolvedImage;
  /** Markdown as HTML, through the site's renderer and HTML policy, images sized for the column. */
  markdown(source: string): string;
  /** The page's headings that carry an id, in page order. */
  headings: readonly TocEntry[];
  /** Every product as a card shows it, in the shop's featured order. */
  products(): ProductSummary[];
  /** Every post as a card shows it, newest first. */
  posts(): PostSummary[];
  /** True for the one image that should carry the page's largest paint when the author chose none. */
  priority: boolean;
  /** The address of the page the widget is on (`/`, `/contact`, `/shop/moon-jar`), where the build knows it. */
  path?: string;
  /** What the page is about, for a widget that names it: a product page's enquiry form. */
  subject?: PageSubject;
};

/** The thing a page is about (a product), as a widget on it may name it. */
export type PageSubject = { slug: string; title: string };

/** What the content check gives a widget for rules that look beyond its own fields. */
export type CheckContext = {
  site: SiteData;
  /** Paths a link inside the site may point at (`/`, `/shop`, `/blog/{slug}` …). */
  paths: ReadonlySet<string>;
  /** The categories the shop's products use. */
  productCategories: ReadonlySet<string>;
  /** The media names a Markdown text refers to (`![alt](media:name)`). */
  mediaNamesIn(markdown: string): string[];
  /** Every heading on the page, from every widget, in page order. */
  headings: readonly Heading[];
};

type Shape = z.core.$ZodLooseShape;
/** The widget's own fields as the content file gives them, defaults applied. */
export type PropsOf<S extends Shape> = z.output<z.ZodObject<S>>;

/** What a widget's folder declares (see docs/content.md, "A new widget type", for an example). */
type WidgetSpec<T extends string, S extends Shape, V extends object> = {
  /** The `type` in content files; also the folder's and the file's name. */
  type: T;
  /** The widget's name in an editor's list of blocks. */
  label: string;
  /** Its fields (zod), each with `.meta({ title, description, editor })` for the editor. */
  props: S;
  /** What a new widget of this type starts with in an editor. */
  defaultProps: Partial<z.input<z.ZodObject<S>>>;
  /** Build-time data (images, Markdown, lists); what `render` receives with `type` and `animate`. @default the props */
  resolveData?(props: PropsOf<S>, context: ResolveContext): V;
  /** The widget's HTML, pre-rendered at build. */
  render(view: V): ReactNode;
  /** The headings it puts on the page (table of contents, ids, the one level-1 heading). */
  headings?(props: PropsOf<S>, site: SiteData): Heading[];
  /** The media names it uses, where, so an unknown one is reported at that field. */
  images?(props: PropsOf<S>, context: CheckContext): { path: (string | number)[]; name: string }[];
  /** The Markdown texts it renders, where: the content HTML policy checks each (docs/behaviour/content.md#html-policy). */
  markdown?(props: PropsOf<S>): { path: (string | number)[]; source: string }[];
  /** Rules beyond its schema that need the rest of the site. */
  check?(props: PropsOf<S>, context: CheckContext): Problem[];
  /** Running text: a full-width column of only such widgets is set at a reading measure. */
  prose?: boolean;
  /** An image that may carry the largest paint: chosen by the author, or a candidate. */
  largestPaint?(props: PropsOf<S>): "chosen" | "candidate" | undefined;
  /** The image a page shared on social media shows, if this widget has one. */
  shareImage?(view: V): string | undefined;
  /** Extra classes for the widget's wrapper (e.g. a spacer's size). */
  wrapperClass?(view: V): string;
};

/**
 * One widget type, in the spirit of Puck's ComponentConfig (`{ label, fields,
 * defaultProps, resolveData, render }`): its schema (type and animate added), the editor
 * fields derived from it, its build-time data, its render and its content rules.
 */
export type WidgetDefinition<T extends string = string, S extends Shape = Shape, V extends object = object> = Omit<
  WidgetSpec<T, S, V>,
  "resolveData"
> & {
  /** The content file's widget: `type`, `animate` and the props, strict (unknown fields are errors). */
  schema: z.ZodObject<{ type: z.ZodLiteral<T>; animate: typeof animate } & S, z.core.$strict>;
  /** Editor field descriptions, derived from the schema (fields.ts). */
  fields: Fields;
  resolveData(props: PropsOf<S>, context: ResolveContext): V;
};

/** Any widget definition, for code that works through the registry (its own types stay in its folder). */
export type AnyWidgetDefinition = WidgetDefinition<string, Shape, object>;

export function defineWidget<T extends string, S extends Shape, V extends object = PropsOf<S>>(
  spec: WidgetSpec<T, S, V>,
): WidgetDefinition<T, S, V> {
  const schema = z.strictObject({ type: z.literal(spec.type), animate, ...spec.props });
  return {
    ...spec,
    schema,
    fields: fieldsOf({ animate, ...spec.props }),
    resolveData: spec.resolveData ?? ((props) => props as unknown as V),
  };
}
