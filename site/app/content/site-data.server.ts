import siteConfig from "../../site.config";
import type { SiteConfig } from "../config/site-config";
import { consentAsked } from "../config/consent-asked";
import { policyCategories } from "../consent/policy-cookies";
import { consentChoiceSentences } from "../consent/policy-choices";
import { policyServices, shownAs } from "../consent/policy-services";
import { features } from "../features/site-features.server";
import type { SiteData } from "../widgets/define-widget";

/**
 * The site as widgets see it at build (define-widget.ts `SiteData`), from site.config.ts:
 * what the site's own parts give, and each feature's slice under its name (its `siteData`).
 * The content check passes the config as the settings files hold it now.
 */
export function siteData(config: SiteConfig = siteConfig): SiteData {
  const { consent, layer2 } = config;
  // With nothing to ask (config/consent-asked.ts) no consent cookie is set and no choice logged.
  const asked = consentAsked(config);
  const consentLog = { enabled: asked && config.consentLog.enabled };
  const words = config.consentWords.policy;
  return {
    ...features.siteData(config),
    policyCategories: policyCategories(consent, { layer1: asked, layer2: asked ? layer2 : { ...layer2, enabled: false }, consentLog: consentLog.enabled, words, storage: features.storage(config, words) }),
    policyServices: policyServices(layer2, {
      layer1: consent.enabled,
      consentLog: consentLog.enabled,
      siteName: config.name,
      words,
      listedElsewhere: new Set(consent.enabled ? consent.categories.flatMap((c) => c.cookies.map((k) => k.name)) : []),
      shownAs: shownAs(config),
    }),
    consentChoices: consentChoiceSentences(config),
    policyWords: words,
    hosting: config.hosting,
    consentLog: consentLog.enabled && (consent.enabled || layer2.enabled),
    words: config.words,
  };
}
