import siteConfig from "../../site.config";
import { policyCategories } from "../consent/policy-cookies";
import { framesOf } from "../consent/frame-placeholder";
import { policyServices } from "../consent/policy-services";
import type { SiteData } from "./define-widget";

/** The site as widgets see it at build (define-widget.ts `SiteData`), from site.config.ts. */
export function siteData(): SiteData {
  const { consent, consent2, consentLog } = siteConfig;
  const words = siteConfig.consentWords.policy;
  return {
    policyCategories: policyCategories(consent, { layer2: consent2, consentLog: consentLog.enabled, words }),
    policyServices: policyServices(consent2, { layer1: consent.enabled, consentLog: consentLog.enabled, siteName: siteConfig.name, words }),
    policyWords: words,
    frames: { ...framesOf(siteConfig), words: siteConfig.consentWords.placeholder },
    photoFeed: siteConfig.photoFeed,
    videos: { consent, consent2, video: siteConfig.video, consentWords: siteConfig.consentWords },
    hosting: siteConfig.hosting,
    consentLog: consentLog.enabled && (consent.enabled || consent2.enabled),
    words: siteConfig.words,
  };
}
