/**
 * A page's `<title>`: "Page — Site name", or the site's name alone on the home page and where
 * the page's title is the name. The home page's title is always the site's current name, never
 * the page's own title: a copy of the name kept in the page's file would go on naming the site
 * as it was after a rename (docs/behaviour/page-builder.md#site-menu-and-footer).
 */
export function pageTitle(page: { title: string; pathname: string }, siteName: string): string {
  if (page.pathname === "/" || !page.title || page.title === siteName) return siteName;
  return `${page.title} — ${siteName}`;
}
