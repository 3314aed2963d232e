import { describe, expect, it } from "vitest";
import { videoConfigSchema } from "./video-config";
import { parseVideoUrl, playerUrl, posterUrl, thumbnailUrl, watchUrl } from "./video-source";

const video = videoConfigSchema.parse({});

describe("video addresses", () => {
  it("finds a YouTube video in every address form authors paste, keeping its start time", () => {
    const id = "dQw4w9WgXcQ";
    for (const address of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&si=tracking`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
    ]) {
      expect(parseVideoUrl(address), address).toEqual({ provider: "youtube", id, query: "" });
    }
    expect(parseVideoUrl(`https://youtu.be/${id}?t=1m30s`)?.query).toBe("start=90");
    expect(parseVideoUrl(`https://www.youtube.com/embed/${id}?start=12&autoplay=1&onload=x`)?.query).toBe("start=12");
  });

  it("finds a Vimeo video, with an unlisted video's key", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871", query: "" });
    expect(parseVideoUrl("https://player.vimeo.com/video/76979871?h=abc123ef")).toEqual({ provider: "vimeo", id: "76979871", query: "h=abc123ef" });
    expect(parseVideoUrl("https://vimeo.com/76979871/abc123ef")?.query).toBe("h=abc123ef");
  });

  it("leaves every other address alone", () => {
    for (const address of ["https://example.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=short", "https://www.youtube.com/channel/abc", "https://vimeo.com/about", "javascript:alert(1)", "not a url", ""]) {
      expect(parseVideoUrl(address), address).toBeUndefined();
    }
  });

  it("builds the player on the privacy-enhanced domain, the watch page, the thumbnail and the self-hosted poster", () => {
    const yt = parseVideoUrl("https://youtu.be/dQw4w9WgXcQ?t=5")!;
    expect(playerUrl(video, yt)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5");
    expect(watchUrl(video, yt)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(thumbnailUrl(video, yt)).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(posterUrl(yt)).toBe("/media/video/youtube-dQw4w9WgXcQ.webp");
    const vimeo = parseVideoUrl("https://vimeo.com/76979871")!;
    expect(playerUrl(video, vimeo)).toBe("https://player.vimeo.com/video/76979871?dnt=1");
  });
});
