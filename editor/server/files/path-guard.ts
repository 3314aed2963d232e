import { mkdirSync, realpathSync } from "node:fs";
import path from "node:path";

/**
 * The only files the editor writes (docs/behaviour/page-builder.md#who-may-edit): page
 * files under the content folder's `pages/`, journal posts, products and their drafts, the kit's settings file, and images (and
 * the media manifest) under the media folders. A name from a request is checked against
 * a strict pattern before it becomes a path, and the path must still lie inside its
 * folder once symbolic links are followed; anything else is refused with a reason and
 * never reaches the file system.
 */
export type GuardRoots = {
  /** The content folder (site/content or VITRINE_CONTENT_DIR). */
  contentDir: string;
  /** Where the image files are served from (site/public/media). */
  mediaDir: string;
};

export class PathRefused extends Error {}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_FORMATS = [".yaml", ".yml", ".json"] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

/** `dir/name` if it stays inside `dir`, following any link on the way. */
function inside(dir: string, ...parts: string[]): string {
  const root = realpathSync(dir);
  const target = path.resolve(root, ...parts);
  if (path.relative(root, target).startsWith("..") || path.isAbsolute(path.relative(root, target))) {
    throw new PathRefused(`${parts.join("/")} is outside ${path.basename(dir)}`);
  }
  let real = target;
  try {
    real = realpathSync(target);
  } catch {
    // A file that does not exist yet: its folder was checked above.
  }
  const relative = path.relative(root, real);
  if (relative.startsWith("..") || path.isAbsolute(relative)) throw new PathRefused(`${parts.join("/")} leads outside ${path.basename(dir)}`);
  return target;
}

export function pageSlug(slug: string): string {
  if (typeof slug !== "string" || !KEBAB.test(slug) || slug.length > 100) {
    throw new PathRefused(`"${String(slug).slice(0, 60)}" is not a page name (a-z, 0-9 and hyphens)`);
  }
  return slug;
}

/** The page file `content/pages/{slug}{format}`. */
export function pageFile(roots: GuardRoots, slug: string, format: PageFormat): string {
  if (!PAGE_FORMATS.includes(format)) throw new PathRefused(`pages are ${PAGE_FORMATS.join(" or ")} files`);
  return inside(path.join(roots.contentDir, "pages"), `${pageSlug(slug)}${format}`);
}

/**
 * A journal post `content/posts/{slug}.md`, or its draft `content/drafts/posts/{slug}.md`
 * (a folder the build does not read: docs/decisions/038-owners-studio.md).
 */
export function postFile(roots: GuardRoots, slug: string, state: "published" | "draft"): string {
  if (!KEBAB.test(slug) || slug.length > 100) throw new PathRefused(`"${String(slug).slice(0, 60)}" is not a post name (a-z, 0-9 and hyphens)`);
  const dir = state === "published" ? path.join(roots.contentDir, "posts") : path.join(roots.contentDir, "drafts", "posts");
  mkdirSync(dir, { recursive: true });
  return inside(dir, `${slug}.md`);
}

/**
 * A product `content/products/{slug}.md` (docs/behaviour/page-builder.md#products), or its
 * draft `content/drafts/products/{slug}.md`, which the build does not read: not in the shop.
 */
export function productFile(roots: GuardRoots, slug: string, state: "published" | "draft" = "published"): string {
  if (!KEBAB.test(slug) || slug.length > 100) throw new PathRefused(`"${String(slug).slice(0, 60)}" is not a product name (a-z, 0-9 and hyphens)`);
  if (state === "published") return inside(path.join(roots.contentDir, "products"), `${slug}.md`);
  const dir = path.join(roots.contentDir, "drafts", "products");
  mkdirSync(dir, { recursive: true });
  return inside(dir, `${slug}.md`);
}

/** A settings file under content/settings/: the kit (docs/decisions/026-kit-settings-file.md), the site, its menu and footer (040). */
export function settingsFile(roots: GuardRoots, relative: string): string {
  return inside(roots.contentDir, ...relative.split("/"));
}

/** An image file `public/media/{name}-{width}.webp`. */
export function mediaFile(roots: GuardRoots, name: string, width: number): string {
  if (!KEBAB.test(name) || name.length > 80) throw new PathRefused(`"${name.slice(0, 60)}" is not an image name (a-z, 0-9 and hyphens)`);
  if (!Number.isInteger(width) || width < 1 || width > 10_000) throw new PathRefused(`${width} is not an image width`);
  return inside(roots.mediaDir, `${name}-${width}.webp`);
}

/** The media manifest, `content/media/manifest.json`. */
export function manifestFile(roots: GuardRoots): string {
  return inside(roots.contentDir, "media", "manifest.json");
}
