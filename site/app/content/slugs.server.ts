import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { contentDir } from "./content-dir.server";

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
 * The slugs of every page, post and product, from file names alone. The route table is
 * built from them (routes.ts), so that an unknown address matches no route at all: the
 * pre-rendered 404 page then hydrates cleanly at that address instead of waking a
 * `:slug` route that has no data for it.
 */
export function contentSlugs(root: string = contentDir()): ContentSlugs {
  return {
    pages: slugsIn(path.join(root, "pages"), PAGE_EXTENSIONS),
    posts: slugsIn(path.join(root, "posts"), [".md"]),
    products: slugsIn(path.join(root, "products"), [".md"]),
  };
}

/**
 * The slug a content route was asked for: the last segment of the loader's normalized
 * `url` (without the `.data` suffix of data requests).
 */
export function slugFromUrl(url: URL): string {
  const segments = url.pathname.split("/").filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? "");
}
