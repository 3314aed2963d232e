import type { AnyWidgetDefinition } from "./define-widget";
import { createWidgetRegistry, type WidgetRegistry } from "./widget-registry";

/**
 * The site's widgets, one per folder (`widgets/<type>/<type>.widget.tsx`) or in a feature's
 * folder (`features/<name>/<type>.widget.tsx`), found by Vite's import.meta.glob (the pre-render,
 * the dev server, the router's config and the tests). Plain Node (`tsx`, the build's
 * content check before Vite starts) has no glob: there this is undefined and
 * load-site-widgets.server.ts scans the same folders instead.
 */
export const siteWidgets: WidgetRegistry | undefined = import.meta.env
  ? createWidgetRegistry(import.meta.glob<AnyWidgetDefinition>(["./*/*.widget.tsx", "../features/*/*.widget.tsx"], { eager: true, import: "default" }))
  : undefined;
