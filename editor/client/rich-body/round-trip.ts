import type { JSONContent } from "@tiptap/core";
import { MarkdownManager } from "@tiptap/markdown";
import { Marked, type Token, type Tokens } from "marked";
import { BODY_HEADING_LEVELS, bodyExtensions } from "./extensions";
import { richWords } from "../words/rich-body";
import { wordsOf } from "../words/studio-words";

/**
 * Markdown in and out of the rich editor, and the check that decides whether a body may
 * open in it (docs/decisions/045-rich-text-post-body.md): the rich editor only opens a body
 * it gives back drawn exactly as the site draws it, and an edit rewrites only the blocks
 * the owner changed.
 */
const manager = new MarkdownManager({ extensions: bodyExtensions() });

/**
 * A line end inside a paragraph is a space on the page (a soft break): the editor shows it
 * as one, so the owner sees the paragraph flow as visitors do. Code keeps its lines.
 */
function softBreaksAsSpaces(node: JSONContent): JSONContent {
  if (node.type === "codeBlock") return node;
  if (node.type === "text" && node.text?.includes("\n") && !node.marks?.some((m) => m.type === "code")) return { ...node, text: node.text.replace(/[ \t]*\n[ \t]*/g, " ") };
  return node.content ? { ...node, content: node.content.map(softBreaksAsSpaces) } : node;
}

export const toDocument = (markdown: string): JSONContent => softBreaksAsSpaces(manager.parse(markdown));

export const toMarkdown = (doc: JSONContent): string => manager.serialize(doc);

// The site's reader (site/app/content/markdown.server.ts) is marked with GFM; its own
// renderers (media images, players, heading ids) are functions of the same tokens.
const reader = () => new Marked({ gfm: true, async: false });

const BLOCK_TAG = String.raw`<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|hr|br|table|thead|tbody|tr|th|td)\b[^>]*>`;

/** The HTML drawn from a text, without the whitespace a browser ignores (between blocks, runs of spaces and line ends). */
function drawnHtml(html: string): string {
  return html.replace(/\s+/g, " ").replace(new RegExp(String.raw`\s*(${BLOCK_TAG})\s*`, "g"), "$1").trim();
}

const drawn = (markdown: string) => drawnHtml(reader().parse(markdown) as string);

/** Whether the site draws two texts alike: a difference only in line breaks or in how a mark is spelt (`*` or `_`) is none. */
export const sameDrawing = (a: string, b: string) => drawn(a) === drawn(b);

export type Readiness = { rich: true } | { rich: false; reasons: string[] };

/** What the rich editor cannot show, named as the owner sees it, in the order found. */
function reasonsIn(tokens: readonly Token[], found: Set<string>) {
  for (const token of tokens) {
    if (token.type === "html") {
      const html = (token as Tokens.HTML).text.trim();
      // A closing tag belongs to the opening one already named.
      if (!html.startsWith("</")) found.add(/<iframe\b/i.test(html) ? wordsOf(richWords).reasonPlayer : /<a\b/i.test(html) ? wordsOf(richWords).reasonLink : wordsOf(richWords).reasonHtml);
    } else if (token.type === "table") found.add(wordsOf(richWords).reasonTable);
    else if (token.type === "heading" && !(BODY_HEADING_LEVELS as readonly number[]).includes((token as Tokens.Heading).depth))
      found.add(wordsOf(richWords).reasonHeading);
    else if (token.type === "list" && (token as Tokens.List).items.some((item) => item.task)) found.add(wordsOf(richWords).reasonChecklist);
    const children = (token as { tokens?: Token[]; items?: Token[] }).tokens ?? (token as { items?: Token[] }).items;
    if (children) reasonsIn(children, found);
  }
}

/**
 * Whether a body opens in the rich editor: it does when the editor's Markdown of it draws
 * the same page; otherwise the reasons, in plain words, why it opens as Markdown.
 */
export function richReadiness(markdown: string): Readiness {
  if (sameDrawing(markdown, toMarkdown(toDocument(markdown)))) return { rich: true };
  const found = new Set<string>();
  reasonsIn(reader().lexer(markdown), found);
  return { rich: false, reasons: found.size > 0 ? [...found] : [wordsOf(richWords).reasonOther] };
}

type Block = { key: string; start: number; end: number };

/** A text's top-level blocks (paragraphs, headings, lists …), each with where it stands and what it draws; undefined when they can't be placed. */
function blocksOf(markdown: string): Block[] | undefined {
  const marked = reader();
  const tokens = marked.lexer(markdown);
  const blocks: Block[] = [];
  let at = 0;
  for (const token of tokens) {
    const start = markdown.startsWith(token.raw, at) ? at : markdown.indexOf(token.raw, at);
    if (start < 0) return undefined;
    at = start + token.raw.length;
    if (token.type === "space" || token.type === "def") continue;
    const html = marked.parser(Object.assign([token], { links: tokens.links }));
    blocks.push({ key: drawnHtml(html), start, end: start + token.raw.replace(/\n+$/, "").length });
  }
  return blocks;
}

/**
 * The editor's Markdown `written` with every block the owner did not change kept as it
 * stands in `original` (its line breaks, its `_` or `*`), so a save rewrites only what was
 * edited, and a body merely opened and saved is the file as it was.
 */
export function keepOwnerText(original: string, written: string): string {
  if (sameDrawing(original, written)) return original;
  const before = blocksOf(original);
  const after = blocksOf(written);
  if (!before || !after || after.length === 0) return written;
  let next = 0;
  let previous: number | undefined;
  let text = "";
  for (const block of after) {
    const found = before.findIndex((b, i) => i >= next && b.key === block.key);
    if (text === "" && found === 0) text += original.slice(0, before[0]!.start);
    else if (found >= 0 && previous !== undefined && found === previous + 1) text += original.slice(before[previous]!.end, before[found]!.start);
    else if (text !== "") text += "\n\n";
    text += found >= 0 ? original.slice(before[found]!.start, before[found]!.end) : written.slice(block.start, block.end);
    previous = found >= 0 ? found : undefined;
    if (found >= 0) next = found + 1;
  }
  text += previous === before.length - 1 ? original.slice(before[previous]!.end) : "\n";
  // A join the site would read otherwise (two lists run together) is never worth the kept text.
  return sameDrawing(text, written) ? text : written;
}
