import type { PolicyCategory } from "../../consent/policy-cookies";
import type { CookieListProps } from "./cookie-list";

/** The cookie list's data: the site's categories, with their notes as HTML. */
export function cookieListView(
  props: { level: number; notes: Record<string, string>; emptyText: string },
  categories: readonly PolicyCategory[],
  markdown: (source: string) => string,
): CookieListProps {
  return {
    level: props.level as CookieListProps["level"],
    emptyText: props.emptyText,
    categories: categories.map((c) => {
      const notes = props.notes[c.slug];
      return notes ? { ...c, notesHtml: markdown(notes) } : c;
    }),
  };
}
