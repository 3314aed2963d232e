/**
 * Every default of the consent layer, as plain data in plain JavaScript: the one source
 * for the engine, the inline boot script (which embeds only values that differ from
 * these) and the site's config schema. JavaScript because the site's build tool loads
 * that schema with Node itself, before any TypeScript is compiled. Types: defaults.d.ts.
 */
import { LAYER1_COOKIE_DAYS, ruleDefaults } from "./base-defaults.js";

export { LAYER1_COOKIE_DAYS, ruleDefaults };

/** The engine, whatever presents it. */
export const engineDefaults = {
  ...ruleDefaults,
  categories: [],
  stores: [],
  categoryMap: {},
  bypassValue: "",
  triggerDomRefresh: false,
};

/** Layer 1: the engine's, its cookies', and the bar's (docs/behaviour/consent-layer-1.md). */
export const layer1Defaults = {
  ...engineDefaults,
  consentVersion: 1,
  secureCookies: false,
  cookieDomain: undefined,
  cookieDays: LAYER1_COOKIE_DAYS,
  acceptReload: false,
  rejectReload: false,
  scrollReload: false,
  scrollClose: false,
  scrollThreshold: 100,
  showOnceYn: false,
  showOnceMs: 10000,
  showAgainTab: true,
  ccpaRegion: () => "unknown",
  ccpaOptOutPrompt: "Do you really wish to opt out?",
};
