import siteConfig from "../../site.config";
import { cookieListId, renderCookieList } from "../blocks/widgets/cookie-list.server";
import { policyCategories, type PolicyCategory } from "../consent/policy-cookies";
import { renderMarkdown } from "./markdown.server";
import type { TocEntry, WidgetView } from "./page-view";
import type { MediaManifest } from "./schemas/media";
import type { WidgetDoc } from "./schemas/page";

/**
 * The `cookie-list` page widget: the consent categories of site.config.ts, so the cookie
 * policy and the consent bar's settings can never disagree (issue 3).
 */

type CookieListDoc = Extract<WidgetDoc, { type: "cookie-list" }>;

/** The site's categories as the policy lists them. */
export const siteCategories = (): PolicyCategory[] => policyCategories(siteConfig.consent);

/** The category headings, for the page's table of contents and its id check. */
export function cookieListHeadings(widget: CookieListDoc, categories = siteCategories()): TocEntry[] {
  return categories.map((c) => ({ id: cookieListId(c.slug), text: c.name, level: widget.level }));
}

/**
 * The widget as pre-rendered HTML. It travels as a `text` view so the browser needs no
 * code for it: the page shows the HTML exactly as the build wrote it.
 */
export function resolveCookieList(
  widget: CookieListDoc,
  manifest: MediaManifest,
  imageSizes: string,
  categories = siteCategories(),
): WidgetView {
  const html = renderCookieList({
    level: widget.level as 2 | 3 | 4,
    emptyText: widget.emptyText,
    categories: categories.map((c) => {
      const notes = widget.notes[c.slug];
      return notes ? { ...c, notesHtml: renderMarkdown(notes, manifest, { imageSizes }) } : c;
    }),
  });
  return { type: "text", animate: widget.animate, html };
}

/** Notes for a category the site does not have: `[field path, message]` pairs. */
export function checkCookieList(widget: CookieListDoc, categories = siteCategories()): [string[], string][] {
  const known = categories.map((c) => c.slug);
  return Object.keys(widget.notes)
    .filter((slug) => !known.includes(slug))
    .map((slug) => [
      ["notes", slug],
      `no consent category "${slug}" in site.config.ts (the categories are ${known.map((k) => `"${k}"`).join(", ") || "none"})`,
    ]);
}
