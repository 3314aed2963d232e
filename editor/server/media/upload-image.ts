import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { encodeWidths, mediaManifest, placeholderOf, widthsFor, type MediaManifest } from "@vitrine/site/editor/server";
import { serialByName } from "../content/markdown-file";
import { writeFileAtomic } from "../files/atomic-write";
import { manifestFile, mediaFile, type GuardRoots } from "../files/path-guard";

/** Bytes per upload: a full-size phone photo fits. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/**
 * Pixels per upload: 25 megapixels, a 6000 × 4000 camera photo. Decoding costs memory by
 * pixels, not by bytes (a 190 KB PNG can hold 49 megapixels, about 200 MB decoded, more
 * with each copy the pipeline makes), and the site never shows an image wider than 1,200 px.
 */
export const MAX_PIXELS = 25_000_000;

export class UploadRefused extends Error {}

/** `IMG_2043 Kiln (1).JPG` → `img-2043-kiln-1`. */
export function imageNameFor(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const name = base.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).replace(/-+$/, "");
  return name || "image";
}

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/** Why an image of `width` × `height` is refused before it is decoded, or undefined when its size is fine. */
export function pixelLimitProblem(width: number, height: number): string | undefined {
  if (width * height <= MAX_PIXELS) return undefined;
  return `This image is ${width} × ${height} pixels (${megapixels(width * height)}); the editor takes images of up to ${megapixels(MAX_PIXELS)}. Save a smaller copy (the site shows images at most 1,200 pixels wide) and upload that.`;
}

function unique(name: string, manifest: MediaManifest): string {
  if (!Object.hasOwn(manifest, name)) return name;
  for (let n = 2; ; n++) if (!Object.hasOwn(manifest, `${name}-${n}`)) return `${name}-${n}`;
}

/** One change of the manifest at a time (an upload, a replace, a delete): two at once must not both read it and lose one. */
export function manifestTurns() {
  const byName = serialByName();
  return <T>(task: () => Promise<T>) => byName("manifest", task);
}

/**
 * Adds an uploaded image to the site: the site's own pipeline (site/scripts/make-media/
 * encode.ts: WebP at 480, 800 and 1200 px, never wider than the source; width, height
 * and placeholder colour recorded), each file written atomically under the media folder,
 * then the manifest, so the name appears only once its files exist. Uploads take their
 * turn with the library's other changes of the manifest (`manifestTurn`).
 */
export function createImageUploads(roots: GuardRoots, options: { onWrite(): void; manifestTurn?<T>(task: () => Promise<T>): Promise<T> }) {
  const turn = options.manifestTurn ?? manifestTurns();
  return {
    upload(fileName: string, bytes: Buffer): Promise<{ name: string; entry: MediaManifest[string] }> {
      const task = async () => {
        let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
        try {
          // The header alone: nothing is decoded yet.
          meta = await sharp(bytes, { limitInputPixels: false }).metadata();
        } catch {
          throw new UploadRefused("This file is not an image the site can use (JPEG, PNG, WebP, AVIF, GIF or TIFF).");
        }
        const tooLarge = pixelLimitProblem(meta.width ?? 0, meta.height ?? 0);
        if (tooLarge) throw new UploadRefused(tooLarge);
        // Phones store a rotation in the file; the site's images are upright pixels.
        const upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().flatten({ background: "#ffffff" }).png().toBuffer();
        const { width = 0, height = 0 } = await sharp(upright).metadata();
        if (!width || !height || !meta.format) throw new UploadRefused("This image has no size.");
        const manifestPath = manifestFile(roots);
        const manifest = mediaManifest.parse(JSON.parse(await readFile(manifestPath, "utf8")));
        const name = unique(imageNameFor(fileName), manifest);
        const widths = widthsFor(width);
        for (const [w, file] of await encodeWidths(upright, { widths })) await writeFileAtomic(mediaFile(roots, name, w), file);
        const entry = { width, height, widths, placeholder: await placeholderOf(upright) };
        const next = Object.fromEntries(Object.entries({ ...manifest, [name]: entry }).sort(([a], [b]) => a.localeCompare(b)));
        await writeFileAtomic(manifestPath, `${JSON.stringify(next, null, 2)}\n`);
        options.onWrite();
        return { name, entry };
      };
      return turn(task);
    },
  };
}
