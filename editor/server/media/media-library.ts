import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { isMap, isScalar, parseDocument, visit, type Document } from "yaml";
import { mediaManifest, squareEnough, type MediaManifest } from "@vitrine/site/editor/server";
import { writeFileAtomic } from "../files/atomic-write";
import { manifestFile, mediaFile, type GuardRoots } from "../files/path-guard";
import { splitFrontMatter } from "../content/markdown-file";
import { renameFieldValues, rewriteFile } from "../content/rename-values";
import { placeOfUse } from "../../shared/owner-words";

/** Where an image is used: the content file, the text alternative given there, and the title of the page, post or product the file holds. */
export type ImageUse = { file: string; alt: string; title?: string };
export type LibraryImage = MediaManifest[string] & { name: string; uses: ImageUse[] };
export type LibraryResult = { ok: true; changed: string[] } | { ok: false; status: 404 | 409 | 422; message: string };

/**
 * The fields that name an image from the manifest (`imageRef`'s `image`, an embed's
 * `thumbnail`), and Markdown's `![alt](media:name)` (docs/behaviour/content.md#media).
 */
const IMAGE_KEYS = new Set(["image", "thumbnail"]);
/** The site settings file names its logo and icon by these keys (docs/decisions/043-logo-and-site-icon.md). */
const SITE_FILE = "settings/site.yaml";
const SITE_IMAGE_KEYS = new Set([...IMAGE_KEYS, "logo", "favicon"]);
const imageKeysOf = (file: string) => (file === SITE_FILE ? SITE_IMAGE_KEYS : IMAGE_KEYS);
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*media:([a-z0-9]+(?:-[a-z0-9]+)*)(?=[\s)])/g;

/** The manifest's own entry for `name`: never one of every object's properties (`toString`, `__proto__`). */
const imageIn = (manifest: MediaManifest, name: string) => (Object.hasOwn(manifest, name) ? manifest[name] : undefined);

/** Every content file that may name an image, relative to the content folder; the manifest itself is not one. */
async function contentFiles(contentDir: string): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ya?ml|md|json)$/.test(e.name))
    .map((e) => path.relative(contentDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((file) => file !== "media/manifest.json")
    .sort();
}

/**
 * Each image named in a YAML document's image fields (`keys`), with the `alt` beside it; the
 * site's logo is described by the site's name.
 */
function yamlUses(doc: Document, found: (name: string, alt: string) => void, keys = IMAGE_KEYS) {
  visit(doc, {
    Pair(_, pair, ancestors) {
      if (!isScalar(pair.key) || !keys.has(String(pair.key.value)) || !isScalar(pair.value) || typeof pair.value.value !== "string") return;
      const parent = ancestors[ancestors.length - 1];
      const alt = isMap(parent) ? parent.get(pair.key.value === "logo" ? "name" : "alt") : undefined;
      found(pair.value.value, typeof alt === "string" ? alt : "");
    },
  });
}

/** Each image named in a JSON value's image fields. */
function jsonUses(value: unknown, found: (name: string, alt: string) => void) {
  if (Array.isArray(value)) return value.forEach((item) => jsonUses(item, found));
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (IMAGE_KEYS.has(key) && typeof item === "string") found(item, typeof record.alt === "string" ? record.alt : "");
    else jsonUses(item, found);
  }
}

/** The site icon's picture (content/settings/site.yaml), which only a square picture may replace. */
async function siteIcon(contentDir: string): Promise<unknown> {
  try {
    return parseDocument(await readFile(path.join(contentDir, ...SITE_FILE.split("/")), "utf8")).get("favicon");
  } catch {
    return undefined;
  }
}

/** A content file's text with every use of `from` naming `to` instead; the text as it was when there is none. */
export function renameImageUses(file: string, text: string, from: string, to: string): string {
  return renameFieldValues(file, text, imageKeysOf(file), from, to, { body: (body) => body.replace(MARKDOWN_IMAGE, (whole, alt: string, name: string) => (name === from ? `![${alt}](media:${to}` : whole)) });
}

/**
 * The media library (docs/behaviour/page-builder.md#media-library): every image of the
 * manifest with where it is used and the text alternatives given there; an image replaced
 * by another everywhere at once; an image nothing uses deleted with its files. Changes to
 * the manifest take the same turn as uploads (`manifestTurn`), so none is lost.
 */
export function createMediaLibrary(roots: GuardRoots, options: { onWrite(): void; manifestTurn<T>(task: () => Promise<T>): Promise<T> }) {
  const readManifest = async () => mediaManifest.parse(JSON.parse(await readFile(manifestFile(roots), "utf8")));

  async function usesByImage(): Promise<Map<string, ImageUse[]>> {
    const uses = new Map<string, ImageUse[]>();
    // The owner knows a page, post or product by its title, not by its file's name.
    const add = (file: string, title?: unknown) => (name: string, alt: string) =>
      uses.set(name, [...(uses.get(name) ?? []), { file: `content/${file}`, alt, ...(typeof title === "string" && title ? { title } : {}) }]);
    for (const file of await contentFiles(roots.contentDir)) {
      const text = await readFile(path.join(roots.contentDir, file), "utf8");
      try {
        if (file.endsWith(".json")) {
          const value = JSON.parse(text) as { title?: unknown } | null;
          jsonUses(value, add(file, value?.title));
        } else if (file.endsWith(".md")) {
          const { front, body } = splitFrontMatter(text);
          const doc = parseDocument(front);
          yamlUses(doc, add(file, doc.get("title")));
          for (const [, alt, name] of body.matchAll(MARKDOWN_IMAGE)) add(file, doc.get("title"))(name!, alt!);
        } else {
          const doc = parseDocument(text);
          yamlUses(doc, add(file, doc.get("title")), imageKeysOf(file));
        }
      } catch {
        // A file the build cannot read either: the build names it; the library lists what it can.
      }
    }
    return uses;
  }

  return {
    async list(): Promise<LibraryImage[]> {
      const [manifest, uses] = await Promise.all([readManifest(), usesByImage()]);
      return Object.entries(manifest).map(([name, entry]) => ({ name, ...entry, uses: uses.get(name) ?? [] }));
    },

    /** Every use of `from` names `to` instead, file by file, each written atomically. */
    replace(from: string, to: string): Promise<LibraryResult> {
      return options.manifestTurn(async () => {
        const manifest = await readManifest();
        const replacement = imageIn(manifest, to);
        if (!imageIn(manifest, from)) return { ok: false, status: 404, message: `There is no image "${from}".` };
        if (!replacement) return { ok: false, status: 422, message: `There is no image "${to}" to put in its place.` };
        if (from === to) return { ok: false, status: 422, message: "Choose another image to put in its place." };
        const oblong = (await siteIcon(roots.contentDir)) === from && !squareEnough(replacement.width, replacement.height);
        if (oblong) return { ok: false, status: 422, message: `${from} is the site icon, which must be square, and ${to} is ${replacement.width} × ${replacement.height} px: pick a square picture, or choose another site icon in Site settings first.` };
        const changed: string[] = [];
        for (const file of await contentFiles(roots.contentDir)) {
          // Another image of the manifest in the same field: the build's check has nothing new to find.
          if (await rewriteFile(path.join(roots.contentDir, file), (text) => renameImageUses(file, text, from, to))) changed.push(`content/${file}`);
        }
        if (changed.length) options.onWrite();
        return { ok: true, changed };
      });
    },

    /** Deletes an image nothing uses: its manifest entry first (so no page can name it), then its files. */
    remove(name: string): Promise<LibraryResult> {
      return options.manifestTurn(async () => {
        const manifest = await readManifest();
        const entry = imageIn(manifest, name);
        if (!entry) return { ok: false, status: 404, message: `There is no image "${name}".` };
        const uses = (await usesByImage()).get(name) ?? [];
        if (uses.length) return { ok: false, status: 409, message: `"${name}" is still used in ${[...new Set(uses.map((use) => placeOfUse(use)))].join(", ")}: replace it there first.` };
        const { [name]: _gone, ...rest } = manifest;
        await writeFileAtomic(manifestFile(roots), `${JSON.stringify(rest, null, 2)}\n`);
        for (const width of entry.widths) {
          const file = mediaFile(roots, name, width);
          if (existsSync(file)) await rm(file);
        }
        options.onWrite();
        return { ok: true, changed: ["content/media/manifest.json"] };
      });
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
