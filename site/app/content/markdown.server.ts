import { Marked, type Tokens } from "marked";
import siteConfig from "../../site.config";
import { applyHtmlPolicy, type Finding, type PolicyOptions } from "./html-policy/policy.server";
import { resolveImage, sizes } from "./media.server";
import type { MediaManifest } from "../source/schemas/media";
import { features } from "../features/site-features.server";

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
  /** The site's origin: absolute addresses on it are not another host. @default site.config.ts `url` */
  siteOrigin: string;
  /** The file's escape hatch: publish its HTML unchecked (docs/behaviour/content.md#html-policy). @default false */
  dangerouslyAllowRawHtml: boolean;
  /** The policy's gates, declared scripts and new-tab words, made from the site's config as it is now. @default those of the config the build loaded */
  policy?: Partial<Pick<PolicyOptions, "gates" | "scripts" | "newTab">>;
};

const defaultOptions = (): MarkdownOptions => ({ imageSizes: sizes.text, siteOrigin: siteConfig.url, dangerouslyAllowRawHtml: false });

/** The manifest's images by name for the policy's gates (a frame's thumbnail), or undefined for an unknown name. */
const gateImages = (manifest: MediaManifest, imageSizes: string) => (name: string) =>
  manifest[name] ? resolveImage(manifest, { image: name, alt: "" }, { sizes: imageSizes }) : undefined;

/** A refusal of the content HTML policy, with the line in the Markdown text (1-based). */
export type MarkdownFinding = { line: number; reason: string };

/**
 * The line of each finding: where its needle occurs (or, when the parser decoded what the
 * author wrote, its `near` text), successive findings with the same needle at successive places.
 */
function locate(markdown: string, findings: Finding[]): MarkdownFinding[] {
  const cursors = new Map<string, number>();
  const text = markdown.toLowerCase();
  const find = (needle: string) => {
    const from = cursors.get(needle) ?? 0;
    const at = text.indexOf(needle.toLowerCase(), from);
    if (at >= 0) cursors.set(needle, at + needle.length);
    return at;
  };
  /** The `occurrence`-th place of a start tag, as the author wrote it. */
  const tagAt = ({ text: tag, occurrence }: NonNullable<Finding["tag"]>) => {
    let at = -1;
    for (let n = 0; n <= occurrence; n++) {
      at = markdown.indexOf(tag, at + 1);
      if (at < 0) return -1;
    }
    return at;
  };
  return findings.map(({ needle, near, tag, reason }) => {
    let at = tag ? tagAt(tag) : -1;
    if (at < 0) at = find(needle);
    if (at < 0 && near) at = find(near);
    return { line: at < 0 ? 1 : markdown.slice(0, at).split("\n").length, reason };
  });
}

/** What the content HTML policy refuses in a Markdown text, by line; empty when it passes. */
export function checkMarkdown(markdown: string, manifest: MediaManifest, options: Partial<MarkdownOptions> = {}): MarkdownFinding[] {
  const { siteOrigin, dangerouslyAllowRawHtml } = { ...defaultOptions(), ...options };
  if (dangerouslyAllowRawHtml) return [];
  let html: string;
  try {
    html = markdownToHtml(markdown, manifest, options.imageSizes ?? sizes.text);
  } catch {
    // An unknown media: image; the content cross-check reports it with its field.
    return [];
  }
  return locate(markdown, applyHtmlPolicy(html, { siteOrigin, image: gateImages(manifest, options.imageSizes ?? sizes.text), ...options.policy }).findings);
}

/**
 * Markdown → HTML at build time, through the content HTML policy
 * (docs/behaviour/content.md#html-policy): raw HTML is allowed as far as the policy
 * allows it (authors write `<a class="new-tab">` and blocked-script markup); anything
 * it refuses throws, naming the reasons (the build's validation reports them earlier,
 * with file and line). `![alt](media:name)` becomes a responsive, lazy image with
 * intrinsic dimensions so it never shifts the layout; headings get ids so they can be linked.
 */
export function renderMarkdown(markdown: string, manifest: MediaManifest, options: Partial<MarkdownOptions> = {}): string {
  const { imageSizes, siteOrigin, dangerouslyAllowRawHtml } = { ...defaultOptions(), ...options };
  const html = markdownToHtml(markdown, manifest, imageSizes);
  if (dangerouslyAllowRawHtml) return html;
  const result = applyHtmlPolicy(html, { siteOrigin, image: gateImages(manifest, imageSizes), ...options.policy });
  if (result.findings.length > 0) {
    throw new Error(`Content HTML refused:\n${result.findings.map((f) => `  ${f.reason}`).join("\n")}`);
  }
  return result.html;
}

/**
 * A paragraph that is only an address some feature's gate takes (a video's: bare, `<…>`, or
 * a link whose text is the title), as WordPress authors write one: its address and title.
 * The renderer writes it as a frame, which that gate turns into the feature's markup
 * (the lazy player: docs/behaviour/media.md#lazy-video).
 */
function embedLine({ tokens }: Tokens.Paragraph): { href: string; title: string } | undefined {
  const meaningful = tokens.filter((t) => !(t.type === "text" && t.raw.trim() === "") && t.type !== "br");
  const [only] = meaningful;
  if (meaningful.length !== 1 || only?.type !== "link") return undefined;
  const link = only as Tokens.Link;
  if (!features.ownsLink(link.href)) return undefined;
  return { href: link.href, title: link.text === link.href ? "" : link.text };
}

function markdownToHtml(markdown: string, manifest: MediaManifest, imageSizes: string): string {
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
      paragraph(token: Tokens.Paragraph) {
        const line = embedLine(token);
        if (!line) return false;
        return `<iframe src="${escapeAttr(line.href)}"${line.title ? ` title="${escapeAttr(line.title)}"` : ""}></iframe>\n`;
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const html = this.parser.parseInline(tokens);
        return `<h${depth} id="${slugify(html, seen)}">${html}</h${depth}>\n`;
      },
    },
  });
  return marked.parse(markdown) as string;
}
