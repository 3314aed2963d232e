import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BuildContext } from "../define-feature";
import type { VideoConfig } from "./video-config";
import { POSTER_SIZE } from "./video-names";
import { parseVideoUrl, posterFile, thumbnailUrl, type VideoSource } from "./video-source";

/**
 * The lazy videos' posters, self-hosted (docs/behaviour/media.md#lazy-video): the build fetches
 * each video's thumbnail from its provider once, keeps it in a cache folder, and writes it
 * as a 480 × 360 WebP into the site's media, so a visitor's browser never asks the provider
 * for anything before consent. Without internet (or when the provider does not answer in
 * time) the build warns and draws a poster instead, and tries again on the next build.
 */
export type PosterOptions = {
  video: VideoConfig;
  /** Where posters are published: `{media}/video/{provider}-{id}.webp`. */
  mediaDir: string;
  /** Fetched posters, kept between builds. */
  cacheDir: string;
  /** @default the global fetch */
  fetch: typeof fetch;
  /** Told each poster that had to be drawn. @default console.warn */
  warn: (message: string) => void;
  /**
   * This build's start (ms): a poster published since then was made by this build, for its
   * first language, and stands for a second language's run too, neither fetched nor warned
   * about twice. @default undefined (every poster is checked)
   */
  builtSinceMs?: number;
};

/** Every video address in content text (Markdown, a page's fields as JSON), once each. */
export function videosIn(texts: Iterable<string>): VideoSource[] {
  const found = new Map<string, VideoSource>();
  for (const text of texts) {
    for (const [address] of text.matchAll(/https?:\/\/[^\s"'<>()\]\\]+/g)) {
      const source = parseVideoUrl(address);
      if (source) found.set(`${source.provider}-${source.id}`, source);
    }
  }
  return [...found.values()];
}

async function fetchThumbnail(source: VideoSource, o: PosterOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(o.video.posterTimeoutMs);
  let response = await o.fetch(thumbnailUrl(o.video, source), { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // Vimeo answers with JSON naming the image.
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    const data = (await response.json()) as { thumbnail_large?: unknown; thumbnail_url?: unknown }[] | { thumbnail_large?: unknown; thumbnail_url?: unknown };
    const entry = Array.isArray(data) ? data[0] : data;
    const image = entry?.thumbnail_large ?? entry?.thumbnail_url;
    if (typeof image !== "string" || !image.startsWith("https://")) throw new Error("no thumbnail in the provider's answer");
    response = await o.fetch(image, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
  const input = Buffer.from(await response.arrayBuffer());
  return sharp(input).resize(POSTER_SIZE.width, POSTER_SIZE.height, { fit: "cover" }).webp({ quality: 72 }).toBuffer();
}

/** A poster drawn from the video's id: a dark gradient in a colour of its own, so two videos differ. */
export function drawnPoster(source: VideoSource): Promise<Buffer> {
  let hash = 0;
  for (const c of `${source.provider}-${source.id}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const { width, height } = POSTER_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 28% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 22% 14%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
}

/** Makes sure the poster of each video is in the site's media; returns how many were drawn. */
export async function makeVideoPosters(sources: readonly VideoSource[], options: Partial<PosterOptions> & Pick<PosterOptions, "video" | "mediaDir" | "cacheDir">): Promise<{ drawn: number }> {
  const o: PosterOptions = { fetch: globalThis.fetch, warn: (m) => console.warn(m), ...options };
  let drawn = 0;
  for (const source of sources) {
    const file = posterFile(source);
    const cached = path.join(o.cacheDir, file);
    const published = path.join(o.mediaDir, file);
    await mkdir(path.dirname(published), { recursive: true });
    if (o.builtSinceMs !== undefined && existsSync(published) && statSync(published).mtimeMs >= o.builtSinceMs) continue;
    if (existsSync(cached)) {
      await copyFile(cached, published);
      continue;
    }
    const name = `${o.video.providers[source.provider].name} video ${source.id}`;
    try {
      const poster = await fetchThumbnail(source, o);
      await mkdir(path.dirname(cached), { recursive: true });
      await writeFile(cached, poster);
      await writeFile(published, poster);
    } catch (error) {
      const why = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      o.warn(`Warning: the poster of the ${name} could not be fetched (${why}); a drawn poster stands in, and the next build tries again.`);
      await writeFile(published, await drawnPoster(source));
      drawn++;
    }
  }
  return { drawn };
}

/** The feature's build step (video.feature.ts): the posters of every video the content names. */
export default async function videoPosters({ config, texts, mediaDir, cacheDir, startedMs }: BuildContext): Promise<void> {
  await makeVideoPosters(videosIn(texts), { video: config.video, mediaDir, cacheDir: path.join(cacheDir, "video-posters"), builtSinceMs: startedMs });
}
