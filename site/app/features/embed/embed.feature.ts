import type { FrameConsent } from "../../consent/frame-consent";
import { defineFeature } from "../define-feature";
import { consentFrameOrigins } from "./embed-csp";
import { embedFrames } from "./embed-frames";

/**
 * Embedded frames (docs/behaviour/consent-layer-2.md#frames, #embeds): the `embed` widget and
 * a pasted `<iframe>` from a host one of layer 2's services claims both become layer 2's
 * frame placeholder (the component and its enhancer are layer 2's, in app/consent/); the
 * services' hosts are the frames' CSP origins. Its gate takes any claimed host, so it runs
 * after the features' own (a video frame is a lazy player first).
 */
const embed = defineFeature({
  name: "embed",
  siteData: (config): FrameConsent => embedFrames(config),
  csp: ({ layer2 }) => ({ frame: consentFrameOrigins(layer2) }),
  content: { gate: () => import("./embed-gate.server"), fallback: true },
  // Frames an owner is likely to paste; any other host is claimed by a service written in site.config.ts.
  services: [
    {
      slug: "google-maps",
      name: "Google Maps",
      category: "marketing",
      purpose: "Shows an embedded map from Google Maps.",
      hosts: ["www.google.com"],
      cookies: [{ name: "NID", lasts: { count: 6, unit: "month" }, description: "Remembers your preferences for Google's services" }],
      words: {
        fr: { purpose: "Affiche une carte intégrée de Google Maps.", cookies: { NID: "Retient vos préférences pour les services de Google" } },
        de: { purpose: "Zeigt eine eingebettete Karte von Google Maps.", cookies: { NID: "Merkt sich Ihre Einstellungen für die Dienste von Google" } },
        ar: { purpose: "يعرض خريطة مضمّنة من Google Maps.", cookies: { NID: "يتذكر تفضيلاتك لخدمات Google" } },
      },
    },
    {
      slug: "soundcloud",
      name: "SoundCloud",
      category: "marketing",
      purpose: "Plays embedded sound from SoundCloud.",
      hosts: ["w.soundcloud.com"],
      cookies: [{ name: "sc_anonymous_id", lasts: { count: 10, unit: "year" }, description: "SoundCloud's count of who listened to an embedded track" }],
      words: {
        fr: { purpose: "Lit des sons intégrés depuis SoundCloud.", cookies: { sc_anonymous_id: "Le décompte, par SoundCloud, des personnes qui ont écouté un morceau intégré" } },
        de: { purpose: "Spielt eingebettete Klänge von SoundCloud ab.", cookies: { sc_anonymous_id: "SoundClouds Zählung, wer einen eingebetteten Titel gehört hat" } },
        ar: { purpose: "يشغّل أصواتًا مضمّنة من SoundCloud.", cookies: { sc_anonymous_id: "إحصاء SoundCloud لمن استمع إلى مقطع مضمّن" } },
      },
    },
    {
      slug: "spotify",
      name: "Spotify",
      category: "marketing",
      purpose: "Plays embedded music and podcasts from Spotify.",
      hosts: ["open.spotify.com"],
      cookies: [{ name: "sp_t", lasts: { count: 1, unit: "year" }, description: "Spotify's identifier for a listener of an embedded player" }],
      words: {
        fr: { purpose: "Lit de la musique et des podcasts intégrés depuis Spotify.", cookies: { sp_t: "L'identifiant, chez Spotify, d'une personne qui écoute un lecteur intégré" } },
        de: { purpose: "Spielt eingebettete Musik und Podcasts von Spotify ab.", cookies: { sp_t: "Spotifys Kennung für Hörer eines eingebetteten Players" } },
        ar: { purpose: "يشغّل موسيقى وبودكاست مضمّنة من Spotify.", cookies: { sp_t: "معرّف Spotify لمستمع مشغّل مضمّن" } },
      },
    },
  ],
});

export default embed;
declare module "../feature-registry" {
  interface Features {
    embed: typeof embed;
  }
}
