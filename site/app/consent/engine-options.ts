import type { ConsentOptions } from "@vitrine/consent";
import type { ConsentConfig } from "./consent-config";

/**
 * The site's consent config → engine options. The engine's option names follow the
 * config's, so this mostly picks fields; the UI-only ones (colours, texts) stay out of
 * the boot script, which is inlined in every page.
 */
export function toEngineOptions(config: ConsentConfig): Partial<ConsentOptions> {
  return {
    categories: config.categories,
    consentVersion: config.consentVersion,
    bypassValue: config.bypassValue,
    ccpaEnabled: config.ccpaEnabled,
    ccpaType: config.ccpaType,
    ccpaRegionBased: config.ccpaRegionBased,
    ccpaRegion: config.ccpaRegion,
    ccpaBarEnabled: config.ccpaBarEnabled,
    customIntegration: config.customIntegration,
    triggerDomRefresh: config.triggerDomRefresh,
    secureCookies: config.secureCookies,
    acceptReload: config.acceptReload,
    rejectReload: config.rejectReload,
    scrollReload: config.scrollReload,
    scrollClose: config.scrollClose,
    showOnceYn: config.showOnceYn,
    showOnceMs: config.showOnceMs,
    showAgainTab: config.showAgainTab,
    onAccept: config.onAccept,
  };
}
