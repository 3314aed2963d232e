import type { CategoryConfig } from "@vitrine/consent";
import type { SiteConfig } from "./site-config";
import type { ConsentConfig } from "./consent-config";
import type { Layer2Config } from "./consent2-config";

/** Layer 1's settings only its bar and the build read: its look, its buttons, the scripts the build writes into the page. */
type Layer1Presentation =
  | "cookieBarAs" | "barPosition" | "widgetPosition" | "popupOverlay" | "headerFix" | "colours" | "font" | "animateSpeedShow" | "animateSpeedHide"
  | "showAgainX" | "button1" | "button2" | "button3" | "button4" | "button6" | "button7" | "barButtons" | "showReadMore" | "analytics" | "scripts";

/**
 * What the engine, the boot script and Consent Mode read of the two consent blocks: their
 * rules and categories, without words, descriptions or looks. A whole `SiteConfig` is one;
 * `consentRulesOf` makes the smallest, which is all the browser's first load carries
 * (app/config/browser-parts.ts).
 */
export type ConsentRules = {
  consent: Omit<ConsentConfig, Layer1Presentation | "categories"> & { categories: readonly Pick<CategoryConfig, "slug" | "defaultEnabled" | "locked" | "cookies">[] };
  layer2: Pick<Layer2Config, "enabled" | "consentDuration" | "defaultAllow" | "enableScriptBlocking" | "manualToggleServices" | "respectGpc" | "cookieDomain" | "categoryMap" | "consentMode" | "primary" | "placeholderGrant"> & {
    categories: readonly (Pick<Layer2Config["categories"][number], "slug" | "locked" | "defaultEnabled"> & { services: readonly { slug: string; name?: string }[] })[];
  };
};

const PRESENTATION: readonly Layer1Presentation[] = [
  "cookieBarAs", "barPosition", "widgetPosition", "popupOverlay", "headerFix", "colours", "font", "animateSpeedShow", "animateSpeedHide",
  "showAgainX", "button1", "button2", "button3", "button4", "button6", "button7", "barButtons", "showReadMore", "analytics", "scripts",
];

/** The consent rules of `config` and nothing else (see `ConsentRules`). */
export function consentRulesOf(config: SiteConfig): ConsentRules {
  const { consent, layer2 } = config;
  const rules = Object.fromEntries(Object.entries(consent).filter(([key]) => !PRESENTATION.includes(key as Layer1Presentation))) as Omit<ConsentConfig, Layer1Presentation>;
  return {
    consent: { ...rules, categories: consent.categories.map((c) => ({ slug: c.slug, defaultEnabled: c.defaultEnabled, locked: c.locked, cookies: c.cookies.map((cookie) => cookie.name) })) },
    layer2: {
      enabled: layer2.enabled,
      consentDuration: layer2.consentDuration,
      defaultAllow: layer2.defaultAllow,
      enableScriptBlocking: layer2.enableScriptBlocking,
      manualToggleServices: layer2.manualToggleServices,
      respectGpc: layer2.respectGpc,
      cookieDomain: layer2.cookieDomain,
      categoryMap: layer2.categoryMap,
      consentMode: layer2.consentMode,
      primary: layer2.primary,
      placeholderGrant: layer2.placeholderGrant,
      // Slugs only: the engine never shows a name, and this is in every page's first load.
      categories: layer2.categories.map((c) => ({ slug: c.slug, locked: c.locked, defaultEnabled: c.defaultEnabled, services: c.services.map((s) => ({ slug: s.slug })) })),
    },
  };
}
