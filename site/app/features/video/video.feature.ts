import { defineFeature } from "../define-feature";
import { videoConfigSchema } from "./video-config";
import type { VideoSite } from "./video-consent";
import { videoCsp } from "./video-csp";
import { VIDEO } from "./video-names";
import { parseVideoUrl } from "./video-source";
import { videoWords } from "./video-words";

/**
 * The lazy video (docs/behaviour/media.md#lazy-video, docs/decisions/024-lazy-video.md):
 * the `lazy-video` widget, a pasted YouTube or Vimeo frame or a video address alone on its
 * line (the gate), the players' origins, the self-hosted posters, and the enhancer that
 * loads a player on a press once consent allows it.
 */
const video = defineFeature({
  name: "video",
  config: { key: "video", schema: videoConfigSchema },
  words: videoWords,
  siteData: ({ consent, layer2, video, consentWords }): VideoSite => ({ consent, layer2, video, consentWords }),
  csp: ({ video }) => videoCsp(video),
  content: {
    gate: () => import("./video-gate.server"),
    ownsLink: (href) => parseVideoUrl(href) !== undefined,
    markers: { [VIDEO.root]: "the lazy video player" },
  },
  services: [
    {
      slug: "youtube",
      name: "YouTube",
      category: "marketing",
      purpose: "Plays embedded videos from YouTube.",
      hosts: ["www.youtube-nocookie.com", "www.youtube.com"],
      cookies: [
        { name: "YSC", duration: "Session", description: "Tells apart the views of an embedded video" },
        { name: "VISITOR_INFO1_LIVE", duration: "6 months", description: "Estimates your connection's speed, to choose the video's quality" },
        { name: "yt-player-volume", duration: "Session", description: "Remembers the volume you chose for an embedded video" },
      ],
    },
    {
      slug: "vimeo",
      name: "Vimeo",
      category: "marketing",
      purpose: "Plays embedded films from Vimeo.",
      hosts: ["player.vimeo.com"],
      cookies: [{ name: "vuid", duration: "2 years", description: "Vimeo's count of who watched an embedded film" }],
    },
  ],
  build: { label: "video posters", load: () => import("./video-posters.server") },
});

export default video;
declare module "../feature-registry" {
  interface Features {
    video: typeof video;
  }
}
