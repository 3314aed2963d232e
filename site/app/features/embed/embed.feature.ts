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
      cookies: [{ name: "NID", duration: "6 months", description: "Remembers your preferences for Google's services" }],
    },
    {
      slug: "soundcloud",
      name: "SoundCloud",
      category: "marketing",
      purpose: "Plays embedded sound from SoundCloud.",
      hosts: ["w.soundcloud.com"],
      cookies: [{ name: "sc_anonymous_id", duration: "10 years", description: "SoundCloud's count of who listened to an embedded track" }],
    },
    {
      slug: "spotify",
      name: "Spotify",
      category: "marketing",
      purpose: "Plays embedded music and podcasts from Spotify.",
      hosts: ["open.spotify.com"],
      cookies: [{ name: "sp_t", duration: "1 year", description: "Spotify's identifier for a listener of an embedded player" }],
    },
  ],
});

export default embed;
declare module "../feature-registry" {
  interface Features {
    embed: typeof embed;
  }
}
