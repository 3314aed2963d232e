import type { SearchDocument } from "./search-options.mjs";
import { stripHtml, stripMarkdown } from "./strip-markup.server";

/**
 * Turns loaded content into the documents the index holds. The input types ask only for
 * what search needs, so any loader output that has these fields fits.
 */
export type IndexablePost = {
  href: string;
  title: string;
  excerpt: string;
  tags?: string[];
  /** The body as Markdown or as rendered HTML (either is fine). */
  markdown?: string;
  html?: string;
};

export type IndexableProduct = IndexablePost & {
  category: string;
  sku?: string;
  details?: Record<string, string>;
};

/** A page's widget tree; text is read from the widgets that show words. */
export type IndexablePage = {
  href: string;
  title: string;
  description: string;
  sections: { columns: { widgets: Record<string, unknown>[] }[] }[];
};

export type IndexableContent = {
  pages: IndexablePage[];
  posts: IndexablePost[];
  products: IndexableProduct[];
};

function bodyText(item: { markdown?: string; html?: string }): string {
  if (item.html) return stripHtml(item.html);
  return item.markdown ? stripMarkdown(item.markdown) : "";
}

// Fields of widgets that carry visible words (content format, "Pages").
const plainFields = ["text", "caption", "label", "alt"] as const;

function widgetText(widget: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const field of plainFields) if (typeof widget[field] === "string") parts.push(widget[field]);
  if (typeof widget.html === "string") parts.push(stripHtml(widget.html));
  else if (typeof widget.markdown === "string") parts.push(stripMarkdown(widget.markdown));
  if (Array.isArray(widget.items)) {
    for (const item of widget.items) if (item && typeof item === "object") parts.push(widgetText(item as Record<string, unknown>));
  }
  return parts.filter(Boolean).join(" ");
}

export function pageText(page: IndexablePage): string {
  return page.sections
    .flatMap((section) => section.columns.flatMap((column) => column.widgets.map(widgetText)))
    .filter(Boolean)
    .join(" ");
}

export function collectDocuments(content: IndexableContent): SearchDocument[] {
  const docs: Omit<SearchDocument, "id">[] = [
    ...content.products.map((product) => ({
      url: product.href,
      type: "product" as const,
      title: product.title,
      excerpt: product.excerpt,
      text: [bodyText(product), ...Object.values(product.details ?? {})].join(" ").trim(),
      tags: [product.category, product.sku ?? "", ...(product.tags ?? [])].join(" ").trim(),
    })),
    ...content.posts.map((post) => ({
      url: post.href,
      type: "post" as const,
      title: post.title,
      excerpt: post.excerpt,
      text: bodyText(post),
      tags: (post.tags ?? []).join(" "),
    })),
    ...content.pages.map((page) => ({
      url: page.href,
      type: "page" as const,
      title: page.title,
      excerpt: page.description,
      text: pageText(page),
      tags: "",
    })),
  ];
  return docs.map((doc, id) => ({ id, ...doc }));
}
