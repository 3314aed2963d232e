import { cookieLawInfoStore, wpConsentStore, type CategoryConfig, type EngineOptions, type StoreFactory } from "@vitrine/consent";
import type { BootOptions } from "@vitrine/consent/boot";
import type { ConsentRules } from "../config/consent-rules";

/**
 * Layer 2's categories as the engine takes them: services by slug, and enabled before an
 * answer only in opt-out mode (`defaultEnabled` says which categories opt-out runs; in
 * opt-in mode nothing optional is on until the visitor says so).
 */
function layer2Categories(layer2: ConsentRules["layer2"]): CategoryConfig[] {
  return layer2.categories.map((c) => ({
    ...c,
    defaultEnabled: layer2.defaultAllow && c.defaultEnabled,
    services: c.services.map((s) => ({ slug: s.slug, name: s.name })),
  }));
}

/** The category map, when both layers run (docs/behaviour/consent-layer-2.md#one-answer). */
const bridgeMap = (config: ConsentRules) => (config.consent.enabled && config.layer2.enabled ? config.layer2.categoryMap : {});

/** Consent Mode's settings for the boot and the page, when on (docs/decisions/021-consent-mode.md). */
export function consentModeOf(config: ConsentRules) {
  const mode = config.layer2.consentMode;
  if (!config.layer2.enabled || !mode.enabled) return undefined;
  const signals = signalMapOf(config);
  return { signals, waitForUpdate: mode.waitForUpdate, adsDataRedaction: mode.adsDataRedaction, urlPassthrough: mode.urlPassthrough, regions: mode.regions };
}

/**
 * Consent Mode's signal map, whether or not Consent Mode is on: what a tag with a consent
 * command of its own is told too (Clarity's `consentv2`, docs/decisions/021-consent-mode.md).
 */
export function signalMapOf(config: ConsentRules): Record<string, string[]> {
  return Object.fromEntries(Object.entries(config.layer2.consentMode.signals).map(([signal, slugs]) => [signal, slugs ?? []]));
}

/** What the inline boot script carries: each layer that runs, the map, Consent Mode. */
export function bootOptionsOf(config: ConsentRules): BootOptions | undefined {
  const { consent, layer2 } = config;
  if (!consent.enabled && !layer2.enabled) return undefined;
  return {
    ...(consent.enabled ? { layer1: consent } : {}),
    ...(layer2.enabled
      ? {
          layer2: {
            categories: layer2Categories(layer2),
            manualServices: layer2.manualToggleServices,
            respectGpc: layer2.respectGpc,
            defaultAllow: layer2.defaultAllow,
          },
        }
      : {}),
    categoryMap: bridgeMap(config),
    consentMode: consentModeOf(config),
  };
}

/**
 * The page's engine options: every category of each layer that runs, one store per
 * layer (layer 1's first: its cookie is what the plugin-era visitor most likely holds),
 * and the rules; layer 2's cookie goes to the registrable domain with shared consent
 * (docs/behaviour/consent-layer-2.md#shared-consent).
 */
export function engineOptionsOf(config: ConsentRules): Partial<EngineOptions> {
  const { consent, layer2 } = config;
  const stores: StoreFactory[] = [];
  const categories: CategoryConfig[] = [];
  if (consent.enabled) {
    stores.push(cookieLawInfoStore({ version: consent.consentVersion, categories: consent.categories.map((c) => c.slug) }));
    categories.push(...consent.categories);
  }
  if (layer2.enabled) {
    const own = layer2Categories(layer2);
    stores.push(wpConsentStore({ days: layer2.consentDuration, categories: own.map((c) => c.slug), respectGpc: layer2.respectGpc, domain: layer2.cookieDomain }));
    categories.push(...own);
  }
  return {
    ...(consent.enabled ? consent : {}),
    // With layer 1 off, layer 2's own blocking setting decides.
    ...(consent.enabled ? {} : { blocking: layer2.enableScriptBlocking }),
    categories,
    stores,
    categoryMap: bridgeMap(config),
    defaultAllow: layer2.enabled && layer2.defaultAllow,
    manualServices: layer2.enabled && layer2.manualToggleServices,
    ...(layer2.enabled ? { placeholderGrant: layer2.placeholderGrant } : {}),
  };
}
