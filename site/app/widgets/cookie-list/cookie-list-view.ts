import type { PolicyWords } from "../../words/consent-words";
import type { PolicyCategory } from "../../consent/policy-cookies";
import type { CookieListProps } from "./cookie-list";

/** The cookie list's data: the site's categories, with their notes as HTML. */
export function cookieListView(
  props: { level: number; notes: Record<string, string>; emptyText: string },
  site: { categories: readonly PolicyCategory[]; words: PolicyWords },
  markdown: (source: string) => string,
): CookieListProps {
  const { categories, words } = site;
  return {
    level: props.level as CookieListProps["level"],
    emptyText: props.emptyText,
    words,
    categories: categories.map((c) => {
      const notes = props.notes[c.slug];
      return notes ? { ...c, notesHtml: markdown(notes) } : c;
    }),
  };
}
