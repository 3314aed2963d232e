import { layer2BannerOptions } from "@vitrine/consent/defaults";
import type { Layer2BrowserOptions, Layer2UiOptions } from "@vitrine/consent/layer2";
import type { ConsentWords } from "../words/consent-words";
import type { SiteConfig } from "./site-config";
import type { Layer2Config } from "./consent2-config";
import { consentAsked } from "./consent-asked";

/**
 * Whether layer 2's banner is the one visitors see when there is anything to ask: layer 2
 * runs, and it is the primary layer or the only one. With layer 1 primary, layer 2 is
 * silent but live (docs/behaviour/consent-layer-2.md#one-answer).
 */
export const layer2IsPrimary = (config: { consent: { enabled: boolean }; layer2: { enabled: boolean; primary: string } }): boolean => config.layer2.enabled && (config.layer2.primary === "layer2" || !config.consent.enabled);

/**
 * Whether layer 2's banner, preferences and floating button are on the page: it is the
 * layer visitors see, and the site has something to ask (consent-asked.ts).
 */
export const layer2Shows = (config: SiteConfig): boolean => layer2IsPrimary(config) && consentAsked(config);

/** Layer 2's UI options from the site's `layer2` block and its words (`consentWords.layer2`). */
export function layer2UiOptionsOf(layer2: Layer2Config, words: ConsentWords["layer2"]): Layer2UiOptions {
  return {
    ...layer2BannerOptions(layer2),
    categories: layer2.categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      locked: c.locked,
      services: c.services.map((s) => ({ slug: s.slug, name: s.name, description: s.description })),
    })),
    texts: words,
  };
}

/**
 * What layer 2's UI reads in the browser (`Layer2BrowserOptions`): its switches, the
 * stylesheet, each category's and service's key and lock, and the two words it writes
 * itself. Names, descriptions and every other word are in the banner's pre-rendered markup:
 * where layer 2 is primary this is in every page's first load (app/config/browser-parts.ts).
 */
export function layer2BrowserOptionsOf(layer2: Layer2Config, words: ConsentWords["layer2"]): Layer2BrowserOptions {
  const { bannerEnabled, floatingEnabled, cssUrl, cssVersion, defaultAllow } = layer2BannerOptions(layer2);
  return {
    bannerEnabled,
    floatingEnabled,
    cssUrl,
    cssVersion,
    defaultAllow,
    categories: layer2.categories.map((c) => ({ slug: c.slug, locked: c.locked, services: c.services.map((s) => ({ slug: s.slug })) })),
    texts: { showServices: words.showServices, hideServices: words.hideServices },
  };
}
