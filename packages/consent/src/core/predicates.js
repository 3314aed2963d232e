/**
 * The engine's rules that more than one place asks, each written once: the engine, the
 * inline boot script, layer 1's adapter and the site's config schema all call these.
 * Plain JavaScript, like defaults.js, because the site's config schema is loaded by Node
 * before any TypeScript is compiled. Types: predicates.d.ts.
 */

/**
 * "May run": the visitor said yes, or has not answered and opt-out mode (layer 2's
 * `default_allow`) runs what is on by default
 * (docs/behaviour/consent-layer-2.md#opt-in-and-opt-out).
 */
export const mayRun = (decision, defaultAllow = false) => decision.consent === "yes" || (decision.consent === null && defaultAllow === true);

/** CCPA alone (`ccpaType` "ccpa"): the opt-out is the only question (docs/behaviour/consent-layer-1.md#ccpa). */
export const ccpaOnly = (settings) => settings.ccpaEnabled && settings.ccpaType === "ccpa";

/** CCPA alone without its bar: no bar, no show-again tab, no blocking (an opt-out still blocks). */
export const ccpaWithoutBar = (settings) => ccpaOnly(settings) && !settings.ccpaBarEnabled;

/** The "Do not sell my personal information" control is offered: CCPA on, in `ccpa` or `ccpa_gdpr`. */
export const ccpaControl = (settings) => settings.ccpaEnabled && settings.ccpaType !== "gdpr";

/** Slugs the plugin always treats as strictly enabled (its `strictlyEnabled` default). */
export const STRICTLY_ENABLED_SLUGS = Object.freeze(["necessary", "obligatoire"]);

/** A category the visitor cannot refuse: locked, or a slug always strictly enabled (docs/behaviour/consent-layer-1.md#categories). */
export const isStrictlyEnabled = (category) => Boolean(category.locked) || STRICTLY_ENABLED_SLUGS.includes(category.slug);
