/**
 * What the page builder's page (editor/client) uses of the site, published as
 * `@vitrine/site/editor`: the editor reaches the site through this module and its two
 * siblings only, never by a path into the site's folders (lint holds it; docs/decisions/025-page-builder.md).
 * Browser code only: the editor's server uses `@vitrine/site/editor/server`
 * (editor-entry.server.ts), its Vite config `@vitrine/site/editor/vite` (site/vite/editor-entry.ts).
 */

// The blocks a page is drawn with, on the built page and in the editor's canvas alike.
export { Section, type BlockSlot, type SectionShape } from "./blocks/section";
export { Column, type ColumnShape } from "./blocks/column";
export { Widget } from "./blocks/widget";
export { PostArticle } from "./blocks/post-article";

// The widgets, their editor fields, and the page's own fields.
export { siteWidgets } from "./widgets/site-widgets";
export { defineWidget } from "./widgets/define-widget";
export type { WidgetRegistry, WidgetView } from "./widgets/widget-registry";
export { fieldsOf, humanize, type Fields } from "./widgets/fields";
export { columnFields, columnWidths, pageFields, sectionFields } from "./blocks/page-schema";

// The front-end config and the kit the canvas shows live.
export { FrontendConfigProvider, frontendConfig, useFrontendConfig } from "./config/frontend-config";
export { kitGroups, type Kit } from "./config/kit";
export { fontCatalogue, type CatalogueFont } from "./config/font-catalogue";
export { kitStyle, kitVariables } from "./theme/kit-style";

// The owner's settings files (site, menu, footer), their fields' labels, and the languages the site speaks.
export { siteSettingsSchema, type ConsentSettings, type FooterArea, type FooterSettings, type MenuItem, type MenuSettings, type SiteSettings } from "./config/owner-settings";
export { shippedLanguages } from "./words/languages";

// A random id that works on a plain-http address too, where browsers have no crypto.randomUUID.
export { randomId } from "./consent/consent-id-cookie";

/**
 * The site's stylesheets as URLs: the canvas iframe loads them, and only it, so the
 * site's CSS and the editor's never mix (docs/behaviour/page-builder.md#canvas).
 */
export const siteStylesheets: readonly string[] = Object.values(import.meta.glob<string>("./**/*.css", { query: "?url", import: "default", eager: true }));
// How long an order request holds its pieces, for the studio's Orders screen to say.
export { REQUEST_HOLD_DAYS } from "./features/shop/shop-names.mjs";
