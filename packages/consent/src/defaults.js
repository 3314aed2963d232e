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

/** Layer 2's words, in English (src/layer2/texts.ts says what each is). */
export const layer2Texts = {
  bannerLabel: "Cookie consent",
  bannerMessage: "We use cookies and similar services to run this site and, if you agree, to measure visits and show embedded content.",
  acceptAll: "Accept all",
  cancelAll: "Cancel all",
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
