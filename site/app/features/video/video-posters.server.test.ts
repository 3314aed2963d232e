import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { videoConfigSchema } from "./video-config";
import { makeVideoPosters, videosIn } from "./video-posters.server";

const video = videoConfigSchema.parse({});
const dirs = () => {
  const root = mkdtempSync(path.join(tmpdir(), "posters-"));
  return { mediaDir: path.join(root, "media"), cacheDir: path.join(root, "cache") };
};
const jpeg = () => sharp({ create: { width: 480, height: 360, channels: 3, background: "#806040" } }).jpeg().toBuffer();

describe("video posters", () => {
  it("finds each video of the content once, whatever form its address takes", () => {
    const found = videosIn(["see https://youtu.be/dQw4w9WgXcQ and", '{"video":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"}', "[x](https://vimeo.com/76979871)", "https://example.com/a"]);
    expect(found.map((s) => `${s.provider}-${s.id}`)).toEqual(["youtube-dQw4w9WgXcQ", "vimeo-76979871"]);
  });

  it("fetches a thumbnail once (Vimeo's through its JSON), writes a 480 × 360 WebP and serves the cache after", async () => {
    const o = dirs();
    const image = await jpeg();
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith(".json")
        ? new Response(JSON.stringify([{ thumbnail_large: "https://i.vimeocdn.com/video/1_640.jpg" }]), { headers: { "content-type": "application/json" } })
        : new Response(image, { headers: { "content-type": "image/jpeg" } }),
    );
    const sources = videosIn(["https://vimeo.com/76979871"]);
    expect(await makeVideoPosters(sources, { ...o, video, fetch: fetch as typeof globalThis.fetch })).toEqual({ drawn: 0 });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(["https://vimeo.com/api/v2/video/76979871.json", "https://i.vimeocdn.com/video/1_640.jpg"]);
    const meta = await sharp(readFileSync(path.join(o.mediaDir, "video/vimeo-76979871.webp"))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 360]);
    await makeVideoPosters(sources, { ...o, video, fetch: fetch as typeof globalThis.fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("without internet warns, draws a poster, and keeps nothing in the cache so the next build tries again", async () => {
    const o = dirs();
    const warn = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND i.ytimg.com") });
    });
    const result = await makeVideoPosters(videosIn(["https://youtu.be/dQw4w9WgXcQ"]), { ...o, video, fetch: fetch as typeof globalThis.fetch, warn });
    expect(result).toEqual({ drawn: 1 });
    expect(warn).toHaveBeenCalledWith(
      "Warning: the poster of the YouTube video dQw4w9WgXcQ could not be fetched (getaddrinfo ENOTFOUND i.ytimg.com); a drawn poster stands in, and the next build tries again.",
    );
    const meta = await sharp(readFileSync(path.join(o.mediaDir, "video/youtube-dQw4w9WgXcQ.webp"))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 360]);
    expect(existsSync(path.join(o.cacheDir, "video/youtube-dQw4w9WgXcQ.webp"))).toBe(false);
  });

  it("warns once per build: a second language's run takes the poster its first language drew, and the next build tries again", async () => {
    const o = dirs();
    const warn = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND i.ytimg.com") });
    });
    const sources = videosIn(["https://youtu.be/dQw4w9WgXcQ"]);
    const run = (builtSinceMs: number) => makeVideoPosters(sources, { ...o, video, fetch: fetch as typeof globalThis.fetch, warn, builtSinceMs });
    // Well before: a file system may keep times to the second.
    const started = Date.now() - 2000;
    await run(started);
    expect(await run(started)).toEqual({ drawn: 0 });
    expect([warn.mock.calls.length, fetch.mock.calls.length]).toEqual([1, 1]);
    await run(Date.now() + 1000);
    expect([warn.mock.calls.length, fetch.mock.calls.length]).toEqual([2, 2]);
  });
});
