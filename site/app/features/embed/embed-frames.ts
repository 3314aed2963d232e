import type { SiteConfig } from "../../config/site-config";
import { framesOf, type FrameConsent } from "../../consent/frame-consent";

/** Layer 2's services and the placeholder's words, for frames in content and `embed` widgets (docs/behaviour/consent-layer-2.md#frames). */
export function embedFrames(config: SiteConfig): FrameConsent {
  return { ...framesOf(config), words: config.consentWords.placeholder };
}
