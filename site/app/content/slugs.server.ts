import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../source/content-dir.server";

export type ContentSlugs = { pages: string[]; posts: string[]; products: string[] };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page is a YAML or a JSON file (docs/behaviour/content.md#pages). */
export const PAGE_EXTENSIONS = [".yaml", ".yml", ".json"];

function slugsIn(dir: string, extensions: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const ext = extensions.find((e) => name.endsWith(e));
      return ext ? [name.slice(0, -ext.length)] : [];
    })
    .filter((slug, index, all) => slugPattern.test(slug) && all.indexOf(slug) === index)
    .sort();
}

/**
 * The slugs of every page, post and product, from file names alone (what the files
 * would publish, before their contents are checked).
 */
export function contentSlugs(root: string = contentDir()): ContentSlugs {
  return {
    pages: slugsIn(path.join(root, "pages"), PAGE_EXTENSIONS),
    posts: slugsIn(path.join(root, "posts"), [".md"]),
    products: slugsIn(path.join(root, "products"), [".md"]),
  };
}
