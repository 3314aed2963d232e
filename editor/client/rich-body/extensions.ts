import type { AnyExtension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import Paragraph from "@tiptap/extension-paragraph";
import StarterKit from "@tiptap/starter-kit";

/** The heading levels a post's body may use: the post's title is its one h1 (docs/decisions/045-rich-text-post-body.md). */
export const BODY_HEADING_LEVELS = [2, 3] as const;

/** What the site's Markdown reads as a block's start when a line of a paragraph begins with it (a heading, a list, a rule, a quote). */
const BLOCK_START = /^( {0,3})(#{1,6}(?=[ \t]|$)|[-+*](?=[ \t]|$)|\d{1,9}(?=[.)](?:[ \t]|$))|(?:[-*_=][ \t]*)+$)/;

/**
 * Escapes what would turn a line of a paragraph into another block: a paragraph the owner
 * wrote as "2026. A year of clay" must not become a numbered list on the site.
 */
export function escapeBlockStarts(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => line.replace(BLOCK_START, (_all, indent: string, start: string) => (/^\d/.test(start) ? `${indent}${start}\\` : `${indent}\\${start}`)))
    .join("\n");
}

const SafeParagraph = Paragraph.extend({
  renderMarkdown(node, helpers, context) {
    const parent = this.parent as ((...args: Parameters<NonNullable<typeof Paragraph.config.renderMarkdown>>) => string) | undefined;
    return escapeBlockStarts(parent?.(node, helpers, context) ?? "");
  },
});

/** The media library's images as the body writes them (`![alt](media:name)`), drawn in the editor through `src`. */
export const MEDIA_PREFIX = "media:";

export type ExtensionOptions = {
  /** The address the editor draws a `media:` image from. @default none: the image is drawn by its alternative text only */
  mediaSrc?: (name: string) => string | undefined;
};

/**
 * The body's document model, one list for the rich editor and for Markdown in and out,
 * so what the round-trip check accepts is what the editor edits: paragraphs, headings
 * (levels 2 and 3), bold, italic, links, lists, quotes and media images; also the
 * Markdown the site reads that the toolbar does not offer (inline code, code blocks,
 * strike-through, rules, line breaks), so a post using them still opens rich.
 * Underline is left out: Markdown has no underline the site would draw.
 */
export function bodyExtensions(options: ExtensionOptions = {}): AnyExtension[] {
  const MediaImage = Image.extend({
    addAttributes() {
      // A copied image comes back by its media name, not by the address it was drawn from.
      return { ...this.parent?.(), src: { default: null, parseHTML: (el: HTMLElement) => el.getAttribute("data-media") ?? el.getAttribute("src") } };
    },
    renderHTML({ HTMLAttributes }) {
      const src = String(HTMLAttributes.src ?? "");
      const drawn = src.startsWith(MEDIA_PREFIX) ? options.mediaSrc?.(src.slice(MEDIA_PREFIX.length)) : src;
      return ["img", { ...HTMLAttributes, src: drawn ?? "", "data-media": src }];
    },
  });
  return [
    StarterKit.configure({ paragraph: false, link: false, underline: false, heading: { levels: [...BODY_HEADING_LEVELS] } }),
    SafeParagraph,
    Link.configure({ openOnClick: false, autolink: false, linkOnPaste: true, HTMLAttributes: { rel: null, target: null } }),
    MediaImage,
  ];
}
