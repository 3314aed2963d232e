import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { MediaManifest } from "../../app/source/schemas/media";
import { ICO_SIZES, ICON_SIZES, iconFile } from "../../app/theme/site-icon-links";
import { ico } from "../make-media/favicon";

export type SiteIconsOptions = {
  /** The icon's image name in the media library. */
  name: string;
  /** Its entry in content/media/manifest.json (the content check has made sure there is one, and that it is square enough). */
  entry: MediaManifest[string];
  /** Where the image's WebP files are (public/media beside the content folder). */
  mediaDir: string;
};

/** A new file, never a write through a link to the previous build's (build/incremental.ts hard-links its files). */
function writeNew(file: string, data: Buffer) {
  rmSync(file, { force: true });
  writeFileSync(file, data);
}

/** One square PNG of `size` from the picture, centred; a picture within a tenth of square loses its thin edges (site-images-check.server.ts). */
const square = (source: string, size: number) => sharp(source).resize(size, size, { fit: "cover", position: "centre" }).png({ compressionLevel: 9 }).toBuffer();

/**
 * Writes the site icon's files into the built site's folder from the owner's picture
 * (docs/decisions/043-logo-and-site-icon.md): the PNGs every page links (site-icon-links.ts)
 * and a `favicon.ico` in place of the site's own, from the largest file of the picture.
 * The site's drawn `favicon.svg` goes: no page links it, and a browser asking for it should
 * not find the old icon. Returns the files written, relative to `clientDir`.
 */
export async function writeSiteIcons(clientDir: string, options: SiteIconsOptions): Promise<string[]> {
  const source = path.join(options.mediaDir, `${options.name}-${Math.max(...options.entry.widths)}.webp`);
  const written: string[] = [];
  for (const size of ICON_SIZES) {
    writeNew(path.join(clientDir, iconFile(size)), await square(source, size));
    written.push(iconFile(size));
  }
  const pngs = await Promise.all(ICO_SIZES.map(async (size) => ({ size, data: await square(source, size) })));
  writeNew(path.join(clientDir, "favicon.ico"), ico(pngs));
  written.push("favicon.ico");
  rmSync(path.join(clientDir, "favicon.svg"), { force: true });
  return written;
}
