/**
 * Every default of the consent layer, as plain data in plain JavaScript: the one source
 * for the engine, the inline boot script (which embeds only values that differ from
 * these) and the site's config schema. JavaScript because the site's build tool loads
 * that schema with Node itself, before any TypeScript is compiled. Types: defaults.d.ts.
 */
import { LAYER1_COOKIE_DAYS, LAYER2_COOKIE_DAYS, ruleDefaults } from "./base-defaults.js";

export { LAYER1_COOKIE_DAYS, LAYER2_COOKIE_DAYS, ruleDefaults };

/** The engine, whatever presents it. */
export const engineDefaults = {
  ...ruleDefaults,
  categories: [],
  stores: [],
  categoryMap: {},
  bypassValue: "",
  triggerDomRefresh: false,
  placeholderGrant: "service",
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

/** Layer 2's words, in English (src/layer2/texts.ts says what each is). */
export const layer2Texts = {
  bannerLabel: "Cookie consent",
  bannerMessage: "We use cookies and similar services to run this site and, if you agree, to measure visits and show embedded content.",
  acceptAll: "Accept all",
  cancelAll: "Reject all",
  preferences: "Preferences",
  close: "Close",
  preferencesTitle: "Cookie preferences",
  preferencesIntro: "Choose which kinds of cookies and services this site may use. Essential ones are always on.",
  save: "Save preferences",
  showServices: "Show services",
  hideServices: "Hide services",
  alwaysOn: "Always on",
  floatingLabel: "Cookie preferences",
  gpcNotice: "Global Privacy Control signal honoured",
  gpcNoticeDetail: "Your browser asked sites not to share or sell your data, so only essential cookies are on.",
  gpcOverride: "A choice you make here overrides your browser's Global Privacy Control signal.",
};

/** Layer 2's banner layouts, and the positions each takes (the first is its default). */
export const layer2Layouts = { long: ["bottom", "top"], floating: ["bottom-right", "bottom-left", "top-right", "top-left"], modal: ["center"] };

/** Where a layout sits when the site names no position: its first. */
export const layer2Position = (layout) => layer2Layouts[layout][0];

/**
 * Layer 2's settings, under the plugin's names in camelCase (the site's `layer2`,
 * docs/behaviour/consent-layer-2.md#settings): the one source for the site's schema and
 * for the banner's own options (src/layer2/options.ts).
 */
export const layer2Defaults = {
  consentDuration: LAYER2_COOKIE_DAYS,
  defaultAllow: ruleDefaults.defaultAllow,
  enableScriptBlocking: ruleDefaults.blocking,
  manualToggleServices: ruleDefaults.manualServices,
  respectGpc: false,
  enableSharedConsent: false,
  enableConsentBanner: true,
  enableConsentFloating: true,
  cssUrl: "",
  cssVersion: "",
  bannerLayout: "long",
  acceptButtonEnabled: true,
  cancelButtonEnabled: true,
  preferencesButtonEnabled: true,
  placeholderGrant: engineDefaults.placeholderGrant,
};

/**
 * The banner's options (src/layer2/options.ts) from the plugin's settings in camelCase:
 * the one place those names become the banner's, for the site and for the defaults.
 */
export const layer2BannerOptions = (settings) => ({
  bannerEnabled: settings.enableConsentBanner,
  floatingEnabled: settings.enableConsentFloating,
  layout: settings.bannerLayout,
  position: settings.bannerPosition ?? layer2Position(settings.bannerLayout),
  acceptButton: settings.acceptButtonEnabled,
  cancelButton: settings.cancelButtonEnabled,
  preferencesButton: settings.preferencesButtonEnabled,
  cssUrl: settings.cssUrl,
  cssVersion: settings.cssVersion,
  defaultAllow: settings.defaultAllow,
});
