import { Marked } from "marked";

/**
 * Markdown and HTML to the plain words a visitor reads, for the search index. Runs at
 * build time only. Images become their alt text (people search for what they see).
 */
const entities: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—",
  hellip: "…", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", times: "×", eacute: "é",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

export function stripHtml(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<img\b[^>]*?\balt\s*=\s*"([^"]*)"[^>]*>/gi, " $1 ")
    // Inline tags sit inside words ("<em>glaz</em>ed", "Cookie<wbr>Law"); block tags separate them.
    .replace(/<\/?(?:a|abbr|b|cite|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|time|u|wbr)\b[^>]*>/gi, "")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

const marked = new Marked({ gfm: true, async: false });

export function stripMarkdown(markdown: string): string {
  return stripHtml(marked.parse(markdown) as string);
}
