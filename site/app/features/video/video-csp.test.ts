import { describe, expect, it } from "vitest";
import { videoApiOrigins, videoPlayerOrigins } from "./video-csp";
import { videoConfigSchema } from "./video-config";

describe("videoPlayerOrigins", () => {
  it("allows the lazy video players' frames from the configured addresses, with or without layer 2", () => {
    expect(videoPlayerOrigins(videoConfigSchema.parse({}))).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    const own = videoConfigSchema.parse({ providers: { youtube: { player: "https://video.example:8443/embed/{id}" } } });
    expect(videoPlayerOrigins(own)[0]).toBe("https://video.example:8443");
  });

  it("allows the player API scripts, loaded only after consent when a page pauses a player", () => {
    expect(videoApiOrigins(videoConfigSchema.parse({}))).toEqual(["https://www.youtube.com", "https://player.vimeo.com"]);
  });
});
