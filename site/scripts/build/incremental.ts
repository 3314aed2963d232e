import { createHash } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { link, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogueOf, groupSlug } from "../../app/content/catalogue.server";
import type { ContentStore } from "../../app/content/content-store.server";
import { RELATED_LIMIT } from "../../app/content/queries.server";
import { STATIC_EXPORT_ENV } from "../../app/config/hosting-config";
import { editionOf, editionsOf, firstEditionRoot } from "../../app/source/editions.server";
import { readManifest } from "../../app/config/media-image.server";
import { contentSlugs } from "../../app/content/slugs.server";
import { contentGroups, groupTranslations } from "../../app/content/group-translations.server";
import { publicDirOf } from "../../app/source/site-choice.server";

/**
 * Incremental rebuilds (docs/decisions/013-linear-build-and-atomic-output.md,
 * docs/decisions/051-a-publish-renders-what-changed.md). Each build
 * leaves `build-cache.json` beside its `client/` and `server/` folders:
 * - `code`: a hash of everything the bundles are made from, which also shapes every page: the app's source, the site
 *   config (or its variant) and the value it evaluates to, the build scripts, the Vite and router configs, the lock
 *   file, the settings files. When it differs, everything is bundled and rendered again.
 * - `content`: a hash of each content file, and each product's category.
 * - `media`: a hash of each entry of the media library's manifest (a picture's size and
 *   colour, which pages read as they are rendered).
 * - `public`: a hash of each file of the public folder, which the bundler copies as it is.
 * When only content, pictures or public files changed, the next build reuses the previous build's bundles
 * and hard-links its unchanged pages and public files, copies the public files that changed, and renders only the pages that show a changed
 * file: its own page, the listings that list it (all shop or journal listing pages, the
 * products whose "You may also like" may show it), the YAML pages (product grids and post
 * lists), the sitemap; a page added or removed, or a picture changed or removed, renders every page (a picture
 * added renders nothing more: no page built before could name it). The search index is
 * always rebuilt (one set of files, built once per build).
 */
export type BuildCache = {
  version: 2;
  code: string;
  content: Record<string, string>;
  categories: Record<string, string>;
  media: Record<string, string>;
  public: Record<string, string>;
};

/** A build's record before pictures had theirs: its content still tells what changed since (the studio's first screen); its bundles are not reused. */
type EarlierBuildCache = { version: 1; code: string; content: Record<string, string>; categories: Record<string, string> };

const CACHE_FILE = "build-cache.json";

function hashTree(hash: ReturnType<typeof createHash>, dir: string, skip: (name: string) => boolean) {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (skip(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, file, skip);
    else hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
}

/**
 * The site's config as evaluated, as one key: the client bundle holds its value (vite.config.ts),
 * so whatever it reads from the content folder is a bundle's input too: the settings files,
 * and the logo's entry in the media library (site.config.ts). Functions count by their source.
 */
export function configKey(config: unknown): string {
  const text = JSON.stringify(config, (_key, value: unknown) => (typeof value === "function" ? `function:${value.toString()}` : value));
  return createHash("sha256").update(text ?? "").digest("hex");
}

/**
 * The hash of everything the bundles are made from: a change here bundles and renders every page.
 * `config` is the evaluated site config's key (configKey). Not the media library nor the public
 * folder: the bundler copies the public files as they are, and pages read pictures as they render
 * (mediaHashes, publicHashes).
 */
export function codeHash(options: { siteDir: string; contentDir: string; repoDir: string; config: string }): string {
  const { siteDir, contentDir, repoDir } = options;
  const hash = createHash("sha256");
  hash.update(`${options.config}\0`);
  const tests = (name: string) => /\.test\.tsx?$|^__fixtures__$|^node_modules$/.test(name);
  for (const dir of ["app", "scripts", "vite"]) hashTree(hash, path.join(siteDir, dir), tests);
  for (const file of ["site.config.ts", "vite.config.ts", "react-router.config.ts", "package.json"]) hashTree(hash, siteDir, (name) => name !== file);
  hashTree(hash, repoDir, (name) => name !== "package-lock.json");
  hashTree(hash, path.join(repoDir, "packages"), (name) => tests(name) || name === "dist");
  // A second language's edition shares the first language's settings (docs/decisions/046-two-languages-on-one-site.md).
  const first = firstEditionRoot(contentDir);
  // The kit's colours and fonts are in every page's inline style (docs/decisions/026-kit-settings-file.md).
  hashTree(hash, path.join(contentDir, "settings"), () => false);
  if (first !== path.resolve(contentDir)) hashTree(hash, path.join(first, "settings"), () => false);
  // Which pages each language has: every page's alternates and language link name them.
  for (const root of [first, ...editionsOf(first).map((e) => e.root)]) hash.update(`${root}\0${JSON.stringify(contentSlugs(root))}\0`);
  // Which categories and tags are each other's: their listings' alternates and language links name them.
  for (const edition of editionsOf(first)) hash.update(`${JSON.stringify([...groupTranslations(contentGroups(first), contentGroups(edition.root))])}\0`);
  // A variant config (and the modules beside it) builds another site.
  const variant = process.env.VITRINE_SITE_CONFIG;
  if (variant) hashTree(hash, path.dirname(variant), () => false);
  // A static export (app/config/hosting-config.ts) renders forms and search pages otherwise.
  // Which public folder is copied is the bundler's choice (bundledPublicDir); what it holds is publicHashes'.
  hash.update(`${variant ?? ""}\0${path.resolve(contentDir)}\0${process.env[STATIC_EXPORT_ENV] ?? ""}\0${bundledPublicDir(siteDir, contentDir) ?? ""}`);
  return hash.digest("hex");
}

/**
 * The public folder the bundler copies into the client (vite.config.ts's publicDir): the one
 * beside the content folder, else the site's own; none for a second language's edition.
 */
export function bundledPublicDir(siteDir: string, contentDir: string): string | undefined {
  if (editionOf(contentDir)) return undefined;
  return existsSync(publicDirOf(contentDir)) ? publicDirOf(contentDir) : path.join(siteDir, "public");
}

const shortHash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 16);

/** A hash of each entry of the media library's manifest, by its name (one library for every edition). */
export function mediaHashes(contentDir: string): Record<string, string> {
  const manifest = readManifest(contentDir);
  return Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, shortHash(JSON.stringify(entry))]));
}

/** A hash of each file of `publicDir`, by its path inside it (as the bundler copies it into the client). */
export function publicHashes(publicDir: string | undefined): Record<string, string> {
  if (!publicDir || !existsSync(publicDir)) return {};
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(publicDir, file)] = shortHash(readFileSync(file));
  }
  return hashes;
}

/**
 * The public files a reused build does not take from the previous one (`stale`: changed or
 * gone since) and those it copies from the public folder (`copy`: new or changed).
 */
export function publicChanges(previous: Record<string, string>, next: Record<string, string>): { stale: Set<string>; copy: string[] } {
  const stale = new Set(Object.keys(previous).filter((file) => previous[file] !== next[file]));
  const copy = Object.keys(next).filter((file) => previous[file] !== next[file]).sort();
  return { stale, copy };
}

/**
 * A hash of each content file (posts, products, pages), by its path in the content folder.
 * Taken before the content is read: a file edited while the build runs then differs from
 * its recorded hash, and the next build renders it again (a hash taken after the read
 * would record the edit as already built).
 */
export function contentHashes(contentDir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const folder of ["posts", "products", "pages"]) {
    const dir = path.join(contentDir, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      hashes[`${folder}/${name}`] = createHash("sha256").update(readFileSync(path.join(dir, name))).digest("hex").slice(0, 16);
    }
  }
  return hashes;
}

export function buildCache(code: string, content: Record<string, string>, store: ContentStore, files: { media: Record<string, string>; public: Record<string, string> }): BuildCache {
  return {
    version: 2,
    code,
    content,
    categories: Object.fromEntries(store.products.map((p) => [p.slug, groupSlug(p.data.category)])),
    media: files.media,
    public: files.public,
  };
}

export function readBuildCache(buildDir: string | undefined): BuildCache | EarlierBuildCache | undefined {
  const file = buildDir && path.join(buildDir, CACHE_FILE);
  if (!file || !existsSync(file) || !existsSync(path.join(buildDir, "server", "index.js"))) return undefined;
  try {
    const cache = JSON.parse(readFileSync(file, "utf8")) as BuildCache | EarlierBuildCache;
    return cache.version === 2 || cache.version === 1 ? cache : undefined;
  } catch {
    return undefined;
  }
}

type RebuildPlan = { full: true; reason: string } | { full: false; render: string[]; changed: string[] };

const slugOf = (file: string) => path.basename(file).replace(/\.[^.]+$/, "");

/** Which of `paths` must be rendered again, or a full build when the code changed. */
export function planRebuild(previous: BuildCache | undefined, next: BuildCache, store: ContentStore, paths: string[]): RebuildPlan {
  if (!previous) return { full: true, reason: "no previous build to reuse" };
  if (previous.code !== next.code) return { full: true, reason: "code or config changed" };
  const files = new Set([...Object.keys(previous.content), ...Object.keys(next.content)]);
  const changed = [...files].filter((file) => previous.content[file] !== next.content[file]).sort();
  // A page added or removed changes what every page may link to (product pages link the
  // contact page when there is one): render them all.
  if (changed.some((file) => file.startsWith("pages/") && (!previous.content[file] || !next.content[file]))) {
    return { full: false, render: paths, changed };
  }
  // A picture replaced (its size, its colour) or removed may be on any page: render them all. One
  // added is on no page built before (the content check refuses a name the library lacks), only on
  // the pages of the files that now name it, which changed.
  const pictures = Object.keys(previous.media).filter((name) => previous.media[name] !== next.media[name]);
  if (pictures.length > 0) return { full: false, render: paths, changed: [...changed, ...pictures.map((name) => `media/${name}`)] };
  const render = new Set<string>();
  const isPage = (p: string) => !p.startsWith("/blog") && !p.startsWith("/shop") && !p.startsWith("/sitemap") && p !== "/search" && p !== "/404";
  // The sitemap and the feeds (docs/behaviour/found.md) list posts and products: any change may be in them.
  if (changed.length > 0) for (const p of paths) if (p.startsWith("/sitemap") || p.endsWith(".xml")) render.add(p);
  const catalogue = catalogueOf(store);
  for (const file of changed) {
    const slug = slugOf(file);
    if (file.startsWith("pages/")) {
      render.add(slug === "home" ? "/" : `/${slug}`);
    } else if (file.startsWith("posts/")) {
      render.add(`/blog/${slug}`);
      for (const p of paths) if (p === "/blog" || p.startsWith("/blog/page/") || p.startsWith("/blog/tag/") || isPage(p)) render.add(p);
    } else if (file.startsWith("products/")) {
      render.add(`/shop/${slug}`);
      const categories = new Set([previous.categories[slug], next.categories[slug]].filter(Boolean));
      for (const p of paths) {
        const listing = p === "/shop" || /^\/shop\/(page|sort|category)\//.test(p);
        if (listing || isPage(p)) render.add(p);
      }
      // "You may also like" on the other products of its category (old and new), and on every
      // product whose own category is too small to fill it, which takes others from the whole
      // shop (relatedProducts in app/content/queries.server.ts).
      for (const category of categories) for (const product of catalogue.categoryBySlug.get(category!)?.entries ?? []) render.add(`/shop/${product.slug}`);
      for (const product of catalogue.featured) {
        const own = catalogue.categoryBySlug.get(next.categories[product.slug] ?? "")?.entries.length ?? 1;
        if (own - 1 < RELATED_LIMIT) render.add(`/shop/${product.slug}`);
      }
    }
  }
  const wanted = new Set(paths);
  return { full: false, render: [...render].filter((p) => wanted.has(p)), changed };
}

/**
 * Hard-links the previous build's files into the new folder (they never change in place:
 * every build writes new files), leaving out the pages to render again and the search
 * index, which are written anew.
 */
export function reusePreviousBuild(previous: string, next: string, skip: (relative: string) => boolean) {
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(previous, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (skip(child)) continue;
      if (entry.isDirectory()) {
        mkdirSync(path.join(next, child), { recursive: true });
        walk(child);
      } else {
        linkSync(path.join(previous, child), path.join(next, child));
      }
    }
  };
  mkdirSync(next, { recursive: true });
  walk("");
}

/**
 * Writes `text` to `file`, or, when the previous build's `previous` holds the same bytes,
 * hard-links it and its compressed copies instead, which then need no compressing again
 * (post-build/precompress.ts keeps a copy newer than its file). The search index is made
 * anew at each build, and most of its files are as they were.
 */
export async function writeOrLinkSame(file: string, text: string, previous: string | undefined): Promise<"written" | "linked"> {
  const bytes = Buffer.from(text);
  const same = previous !== undefined && (await readFile(previous).then((old) => old.equals(bytes), () => false));
  await rm(file, { force: true });
  if (!same) {
    await writeFile(file, bytes);
    return "written";
  }
  await link(previous, file);
  for (const suffix of [".br", ".gz"]) await link(previous + suffix, file + suffix).catch(() => {});
  return "linked";
}

export function writeBuildCache(buildDir: string, cache: BuildCache) {
  writeFileSync(path.join(buildDir, CACHE_FILE), JSON.stringify(cache));
}
