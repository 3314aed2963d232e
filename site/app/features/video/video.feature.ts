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
  config: { key: "video", schema: videoConfigSchema.prefault({}) },
  words: videoWords,
  consentScreen: { title: "Videos", about: "The video player and what it says before a visitor allows its service." },
  siteData: ({ consent, layer2, video, consentWords, words }): VideoSite => ({ consent, layer2, video, consentWords, words: { video: words.video } }),
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
        { name: "YSC", lasts: "session", description: "Tells apart the views of an embedded video" },
        { name: "VISITOR_INFO1_LIVE", lasts: { count: 6, unit: "month" }, description: "Estimates your connection's speed, to choose the video's quality" },
        { name: "yt-player-volume", lasts: "session", description: "Remembers the volume you chose for an embedded video" },
      ],
      words: {
        fr: {
          purpose: "Lit des vidéos intégrées depuis YouTube.",
          cookies: {
            YSC: "Distingue les vues d'une vidéo intégrée",
            VISITOR_INFO1_LIVE: "Estime la vitesse de votre connexion, pour choisir la qualité de la vidéo",
            "yt-player-volume": "Retient le volume choisi pour une vidéo intégrée",
          },
        },
        de: {
          purpose: "Spielt eingebettete Videos von YouTube ab.",
          cookies: {
            YSC: "Unterscheidet die Aufrufe eines eingebetteten Videos",
            VISITOR_INFO1_LIVE: "Schätzt die Geschwindigkeit Ihrer Verbindung, um die Qualität des Videos zu wählen",
            "yt-player-volume": "Merkt sich die Lautstärke, die Sie für ein eingebettetes Video gewählt haben",
          },
        },
        ar: {
          purpose: "يشغّل مقاطع فيديو مضمّنة من YouTube.",
          cookies: {
            YSC: "يميّز بين مشاهدات فيديو مضمّن",
            VISITOR_INFO1_LIVE: "يقدّر سرعة اتصالك لاختيار جودة الفيديو",
            "yt-player-volume": "يتذكر مستوى الصوت الذي اخترته لفيديو مضمّن",
          },
        },
      },
    },
    {
      slug: "vimeo",
      name: "Vimeo",
      category: "marketing",
      purpose: "Plays embedded films from Vimeo.",
      hosts: ["player.vimeo.com"],
      cookies: [{ name: "vuid", lasts: { count: 2, unit: "year" }, description: "Vimeo's count of who watched an embedded film" }],
      words: {
        fr: { purpose: "Lit des films intégrés depuis Vimeo.", cookies: { vuid: "Le décompte, par Vimeo, des personnes qui ont regardé un film intégré" } },
        de: { purpose: "Spielt eingebettete Filme von Vimeo ab.", cookies: { vuid: "Vimeos Zählung, wer einen eingebetteten Film angesehen hat" } },
        ar: { purpose: "يشغّل أفلامًا مضمّنة من Vimeo.", cookies: { vuid: "إحصاء Vimeo لمن شاهد فيلمًا مضمّنًا" } },
      },
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
