import { CARDS_PATH } from "../../../config/social-card.server";

/** A social card a built page names in its `<head>`: its file under the cards' folder, and its alt text. */
export type NamedCard = { file: string; alt: string; /** The page's `og:title`. */ title: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** An attribute's text as the renderer escaped it, read back. */
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === "#" ? String.fromCodePoint(name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
  );

/** The `content` of a page's `<meta property="…">`, or undefined. */
function metaContent(html: string, property: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (!tag.includes(`property="${property}"`)) continue;
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? undefined : unescape(content);
  }
  return undefined;
}

/** The social card a built page names (docs/behaviour/found.md#social-cards), when it is one of the site's cards. */
export function cardOfPage(html: string): NamedCard | undefined {
  const url = metaContent(html, "og:image");
  if (!url) return undefined;
  const match = new RegExp(`${CARDS_PATH}/([^/?#]+)$`).exec(new URL(url).pathname);
  return match ? { file: match[1]!, alt: metaContent(html, "og:image:alt") ?? "", title: metaContent(html, "og:title") ?? "" } : undefined;
}
