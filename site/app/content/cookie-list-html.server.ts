import { renderMarkdown } from "./markdown.server";
import type { MediaManifest } from "../source/schemas/media";
import type { WidgetDoc } from "../widgets/widget-registry";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CookieList } from "../widgets/cookie-list/cookie-list";
import { cookieListView } from "../widgets/cookie-list/cookie-list-view";
import { siteData } from "./site-data.server";

/**
 * A cookie-list widget as the HTML it shows, for code that reads pages as text (the
 * search index indexes its categories, notes and cookie names).
 */
export function resolveCookieList(widget: Extract<WidgetDoc, { type: "cookie-list" }>, manifest: MediaManifest, imageSizes: string) {
  const site = siteData();
  const view = cookieListView(widget, { categories: site.policyCategories, words: site.policyWords }, (source) => renderMarkdown(source, manifest, { imageSizes }));
  const html = renderToStaticMarkup(createElement(CookieList, view));
  return { type: widget.type, animate: widget.animate, html };
}
