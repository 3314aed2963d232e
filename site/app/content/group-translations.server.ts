import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { groupSlug } from "./catalogue.server";
import { parseMarkdownSource } from "../source/parse-source";

/**
 * Categories and tags are named in each language ("Vases and jars", "Vases et jarres"), so
 * their listings have different addresses in each. They are paired through the products
 * and posts translated (the same file name in both): a translated product's category is
 * its original's, and a translated post's tags are its original's, in the same order
 * (docs/decisions/046-two-languages-on-one-site.md). Only a pairing both ways one to one
 * is kept, so every page's `hreflang` alternates are reciprocal.
 */

/** What a content folder names: each product's category, each post's tags, by file name. */
export type ContentGroups = { products: Record<string, string>; posts: Record<string, string[]> };

/** Front matter only, read as written (the content check says what is wrong with a file). */
function frontMatterOf(dir: string): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".md")).sort()) {
    const { data } = parseMarkdownSource(name, readFileSync(path.join(dir, name), "utf8"));
    if (data && typeof data === "object") found.set(name.slice(0, -".md".length), data as Record<string, unknown>);
  }
  return found;
}

/** The categories and tags of the content folder `root`. */
export function contentGroups(root: string): ContentGroups {
  const products: Record<string, string> = {};
  for (const [slug, data] of frontMatterOf(path.join(root, "products"))) if (typeof data.category === "string") products[slug] = data.category;
  const posts: Record<string, string[]> = {};
  for (const [slug, data] of frontMatterOf(path.join(root, "posts"))) {
    if (Array.isArray(data.tags)) posts[slug] = data.tags.filter((tag): tag is string => typeof tag === "string");
  }
  return { products, posts };
}

/**
 * The listing addresses of `from`'s categories and tags, each with its counterpart in `to`:
 * `/shop/category/vases-and-jars` → `/shop/category/vases-et-jarres`, `/blog/tag/glazes` →
 * `/blog/tag/emaux`. A category or tag whose translations disagree (two categories of one
 * language made one in the other) has none.
 */
export function groupTranslations(from: ContentGroups, to: ContentGroups): Map<string, string> {
  const pairs: [string, string][] = [];
  for (const [slug, category] of Object.entries(from.products)) {
    const other = to.products[slug];
    if (other !== undefined) pairs.push([`/shop/category/${groupSlug(category)}`, `/shop/category/${groupSlug(other)}`]);
  }
  for (const [slug, tags] of Object.entries(from.posts)) {
    const other = to.posts[slug];
    // Paired by place: a translation with more or fewer tags says nothing of which is which.
    if (other?.length === tags.length) tags.forEach((tag, i) => pairs.push([`/blog/tag/${groupSlug(tag)}`, `/blog/tag/${groupSlug(other[i]!)}`]));
  }
  const targets = new Map<string, Set<string>>();
  const sources = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    targets.set(a, (targets.get(a) ?? new Set()).add(b));
    sources.set(b, (sources.get(b) ?? new Set()).add(a));
  }
  const oneToOne = new Map<string, string>();
  for (const [a, found] of targets) {
    const [b] = found;
    if (found.size === 1 && sources.get(b!)?.size === 1) oneToOne.set(a, b!);
  }
  return oneToOne;
}
