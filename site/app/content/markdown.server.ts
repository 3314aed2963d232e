import { Marked, type Tokens } from "marked";
import { resolveImage, sizes } from "./media.server";
import type { MediaManifest } from "./schemas/media";

const mediaPrefix = "media:";

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A heading id from its text: lower case, hyphenated, unique within the document. */
function slugify(text: string, seen: Map<string, number>): string {
  const base =
    text
      .toLowerCase()
      .replace(/<[^>]+>/g, "")
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section";
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count + 1}`;
}

/** Every `![alt](media:name)` image name used in a Markdown text. */
export function mediaNamesIn(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(\s*media:([^\s)]+)/g)].map((m) => m[1]!);
}

export type MarkdownOptions = {
  /** `sizes` for images in the text. @default sizes.text */
  imageSizes: string;
};

/**
 * Markdown → HTML at build time. Raw HTML is allowed (authors write `<a class="new-tab">`);
 * `![alt](media:name)` becomes a responsive, lazy image with intrinsic dimensions so it
 * never shifts the layout; headings get ids so they can be linked.
 */
export function renderMarkdown(markdown: string, manifest: MediaManifest, options: Partial<MarkdownOptions> = {}): string {
  const imageSizes = options.imageSizes ?? sizes.text;
  const seen = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      image({ href, title, text }: Tokens.Image) {
        if (!href.startsWith(mediaPrefix)) return false;
        const img = resolveImage(manifest, { image: href.slice(mediaPrefix.length), alt: text }, { sizes: imageSizes });
        const titleAttr = title ? ` title="${escapeAttr(title)}"` : "";
        return (
          `<img src="${img.src}" srcset="${img.srcSet}" sizes="${img.sizes}" width="${img.width}" height="${img.height}"` +
          ` alt="${escapeAttr(img.alt)}"${titleAttr} loading="lazy" decoding="async" class="responsive-image"` +
          ` style="background-color:${img.placeholder}">`
        );
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const html = this.parser.parseInline(tokens);
        return `<h${depth} id="${slugify(html, seen)}">${html}</h${depth}>\n`;
      },
    },
  });
  return marked.parse(markdown) as string;
}
