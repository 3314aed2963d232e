import type { FrameConsent } from "../../consent/frame-placeholder";
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
});

export default embed;
declare module "../feature-registry" {
  interface Features {
    embed: typeof embed;
  }
}
