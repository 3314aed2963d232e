/** A content file as the store reads it: its slug, where it lives and what it holds. */
export type Entry<T> = {
  slug: string;
  /** The file as authors see it, e.g. `content/products/vase.md`. */
  file: string;
  data: T;
  /** Markdown body (posts and products). */
  body: string;
};
