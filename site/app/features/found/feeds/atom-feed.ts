import { element, escapeXml, imageType, XML_HEAD } from "./xml";

/** One post of a journal feed, every address absolute. */
export type FeedEntry = {
  title: string;
  url: string;
  /** `YYYY-MM-DD`, the post's date. */
  date: string;
  summary: string;
  /** The post's body as HTML, for a feed of full text; left out for a feed of summaries. */
  html?: string;
  cover?: { url: string; alt: string };
};

export type AtomFeedInput = {
  title: string;
  subtitle?: string;
  /** The feed's own address (`rel="self"`), also its id. */
  self: string;
  /** The page it follows (the journal, or a tag's listing). */
  page: string;
  /** The site's address: relative links in a post's HTML are read against it (`xml:base`). */
  base: string;
  language: string;
  author: string;
  /** Newest first; the feed keeps the first `limit`. */
  entries: readonly FeedEntry[];
  /** @default 20 */
  limit?: number;
};

/** The newest posts a feed carries (docs/behaviour/found.md#feeds). */
export const FEED_POSTS = 20;

/** A date of the content as an RFC 3339 instant (Atom's `updated`): midnight UTC of that day. */
const instant = (date: string) => (date.length === 10 ? `${date}T00:00:00Z` : new Date(date).toISOString());

/** Addresses in a post's HTML written from the site's root, made absolute: not every reader honours `xml:base`. */
export function absoluteLinks(html: string, base: string): string {
  const origin = new URL(base).origin;
  return html
    .replace(/(\s(?:src|href|poster)=")\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, head: string, list: string) => `${head}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`);
}

function entryXml(entry: FeedEntry, base: string): string {
  const updated = instant(entry.date);
  const cover = entry.cover
    ? `<link rel="enclosure" type="${imageType(entry.cover.url)}" href="${escapeXml(entry.cover.url)}"/><media:thumbnail url="${escapeXml(entry.cover.url)}"/>`
    : "";
  // A feed of full text leads with the cover, as the post's page does; a summary is plain text.
  const content = entry.html
    ? element("content", `${entry.cover ? `<p><img src="${escapeXml(entry.cover.url)}" alt="${escapeXml(entry.cover.alt)}"></p>` : ""}${absoluteLinks(entry.html, base)}`, ' type="html"')
    : "";
  return [
    "  <entry>",
    element("title", entry.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    element("id", entry.url),
    element("published", updated),
    element("updated", updated),
    element("summary", entry.summary),
    content,
    cover,
    "</entry>",
  ].join("");
}

/**
 * A journal's Atom 1.0 feed (RFC 4287): the newest posts, each with its address, date,
 * summary, cover picture (an enclosure, and Media RSS's thumbnail that most readers show)
 * and, when the owner chose full text, its body.
 */
export function atomFeed(input: AtomFeedInput): string {
  const entries = input.entries.slice(0, input.limit ?? FEED_POSTS);
  // An empty journal still has a valid feed: its date is the epoch's.
  const updated = instant(entries[0]?.date ?? "1970-01-01");
  return `${XML_HEAD}<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${escapeXml(input.language)}" xml:base="${escapeXml(input.base)}">
  ${element("title", input.title)}${element("subtitle", input.subtitle)}
  <link rel="self" type="application/atom+xml" href="${escapeXml(input.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(input.page)}"/>
  ${element("id", input.self)}
  ${element("updated", updated)}
  <author>${element("name", input.author)}</author>
${entries.map((entry) => entryXml(entry, input.base)).join("\n")}
</feed>
`;
}
