import type { SiteWords } from "~/words/site-words";

const HEADER_WORDS = ["menu", "closeMenu", "mainNav", "mobileNav", "submenu", "submenuToggle", "searchLabel", "searchPlaceholder", "searchButton"] as const;

/** The header's words: all the header island carries, in its props (docs/decisions/039-site-words.md). */
export type HeaderWords = Pick<SiteWords["theme"], (typeof HEADER_WORDS)[number]>;

export const headerWordsOf = (words: Pick<SiteWords, "theme">): HeaderWords =>
  Object.fromEntries(HEADER_WORDS.map((key) => [key, words.theme[key]])) as unknown as HeaderWords;
