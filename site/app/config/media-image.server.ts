import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../source/content-dir.server";
import { firstEditionRoot } from "../source/editions.server";
import { mediaManifest, type MediaManifest } from "../source/schemas/media";

/** An image of the media library with the size the page needs to hold its place before it loads. */
export type MediaImage = { image: string; width: number; height: number; widths: number[] };

/** The media manifest of `root` (docs/behaviour/content.md#media); none when it cannot be read (the content check names why). */
export function readManifest(root: string = contentDir()): MediaManifest {
  try {
    // One media library for a site's editions (source/editions.server.ts).
    return mediaManifest.parse(JSON.parse(readFileSync(path.join(firstEditionRoot(root), "media", "manifest.json"), "utf8")));
  } catch {
    return {};
  }
}

/**
 * The image called `name` in the media library, for `site.config.ts` (the header's logo);
 * undefined for none, or for a name the library does not hold: the content check refuses
 * that with the field's name (owner-settings-check.server.ts), so a site is never built with it.
 */
export function mediaImage(name: string | undefined, root: string = contentDir()): MediaImage | undefined {
  const entry = name ? readManifest(root)[name] : undefined;
  return name && entry ? { image: name, width: entry.width, height: entry.height, widths: entry.widths } : undefined;
}
