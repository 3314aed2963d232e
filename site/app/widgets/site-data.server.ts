import siteConfig from "../../site.config";
import { policyCategories } from "../consent/policy-cookies";
import type { SiteData } from "./define-widget";

/** The site as widgets see it at build (define-widget.ts `SiteData`), from site.config.ts. */
export function siteData(): SiteData {
  return {
    policyCategories: policyCategories(siteConfig.consent, { layer2: siteConfig.consent2, consentLog: siteConfig.consentLog.enabled }),
    photoFeed: siteConfig.photoFeed,
  };
}
