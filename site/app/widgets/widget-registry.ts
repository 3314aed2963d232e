import { z } from "zod";
import type { Animate, AnyWidgetDefinition, PropsOf, WidgetDefinition } from "./define-widget";

/**
 * Every widget type, by the folder it lives in. Each `widgets/<type>/<type>.widget.tsx`
 * adds itself to this interface, so the content types below are the union of the
 * folders' without a list kept by hand:
 *
 *     declare module "../widget-registry" { interface Widgets { heading: typeof heading } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each widget folder
export interface Widgets {}

type WidgetType = keyof Widgets & string;
type Shape<D> = D extends WidgetDefinition<string, infer S, object> ? S : never;
type View<D> = D extends WidgetDefinition<string, z.core.$ZodLooseShape, infer V> ? V : never;
/** A widget as a content file has it: its type, its entrance animation and its props. */
export type WidgetDoc = { [K in WidgetType]: { type: K; animate?: Animate } & PropsOf<Shape<Widgets[K]>> }[WidgetType];
/** A widget as the page's components receive it: its type and animation with its resolved data. */
export type WidgetView = { [K in WidgetType]: { type: K; animate?: Animate } & View<Widgets[K]> }[WidgetType];

export type WidgetRegistry = {
  /** Every definition, by type name (the folders' order). */
  readonly all: readonly AnyWidgetDefinition[];
  get(type: string): AnyWidgetDefinition | undefined;
  /** One widget of a content file: any of the types, told apart by `type`. */
  readonly schema: z.ZodType<WidgetDoc>;
};

/**
 * `./heading/heading.widget.tsx` (or an absolute path ending so) → the type its place gives:
 * the folder's name in `widgets/`, the file's in a feature's folder (`features/video/lazy-video.widget.tsx`).
 */
function typeOf(path: string): string | undefined {
  const [features, folder = "", file = ""] = path.split("/").slice(-3);
  if (features === "features") return /^([a-z0-9]+(?:-[a-z0-9]+)*)\.widget\.tsx$/.exec(file)?.[1];
  return file === `${folder}.widget.tsx` ? folder : undefined;
}

/**
 * The registry from `path → definition` for files `<type>/<type>.widget.tsx` and
 * `features/<name>/<type>.widget.tsx`: from import.meta.glob under Vite, from a folder scan
 * under Node (load-site-widgets.server.ts). A file whose place and `type` disagree, or a
 * type defined twice, is refused.
 */
export function createWidgetRegistry(files: Record<string, AnyWidgetDefinition>): WidgetRegistry {
  const byType = new Map<string, AnyWidgetDefinition>();
  for (const [path, definition] of Object.entries(files)) {
    const type = typeOf(path);
    if (!type || definition?.type !== type) {
      throw new Error(
        `${path}: a widget lives in widgets/<type>/<type>.widget.tsx or features/<name>/<type>.widget.tsx and its default export has that type (found "${definition?.type}")`,
      );
    }
    if (byType.has(type)) throw new Error(`${path}: the widget type "${type}" is defined twice`);
    byType.set(type, definition);
  }
  const all = [...byType.keys()].sort().map((type) => byType.get(type)!);
  if (all.length === 0) throw new Error("No widget definitions found (widgets/<type>/<type>.widget.tsx).");
  const [first, ...rest] = all.map((definition) => definition.schema);
  return {
    all,
    get: (type) => byType.get(type),
    schema: z.discriminatedUnion("type", [first!, ...rest]) as unknown as z.ZodType<WidgetDoc>,
  };
}
