/**
 * @vitrine/consent — the framework-free consent engine (docs/decisions/001-consent-engine.md).
 *
 * - `createConsentEngine(options)`: state + actions for a consent UI (React reads it
 *   with `useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getServerSnapshot)`).
 * - `connectConsentEngine(engine)`: scroll-accept, show-once, content-hook links, custom integration.
 * - `@vitrine/consent/boot`: `renderBootScript(options)` for the inline `<head>` script.
 * - `@vitrine/consent/domain`: `registrableDomain(host)` (build time only; pulls in the public suffix list).
 */
export { createConsentEngine, createServerEnvironment } from "./create-consent-engine";
export type { ConsentEngine } from "./core/engine-api";
export { createEngine, type StoreFactory } from "./core/engine";
export { defaultOptions, resolveOptions, type ConsentOptions } from "./core/options";
export type { ConsentSnapshot } from "./core/snapshot";
export type {
  CookieJar,
  ConsentEnvironment,
  ConsentEventDetail,
  DecisionStore,
  SaveParts,
  StoredDecision,
} from "./core/ports";
export type {
  Category,
  CategoryConfig,
  CategoryCore,
  ConsentAnswer,
  CcpaType,
  CookieRef,
  Decision,
  Flags,
  Region,
  RootMarker,
  ServiceConfig,
} from "./core/types";
export type { PageStatus, RuleSettings } from "./core/rules";
export {
  ccpaControlVisible,
  effectiveAllowed,
  mayActivate,
  needsRenewal,
  resolvePageStatus,
  scriptGate,
} from "./core/rules";
export { allowedCategories, defaultDecision, setAllCategories, setCategory } from "./core/decision";
export { nonNecessaryCookies, normaliseCategories, STRICTLY_ENABLED_SLUGS } from "./core/categories";
export { BYPASS_PARAM, bypassApplies } from "./core/bypass";
export { createMemoryCookieJar } from "./core/memory-cookie-jar";

export * as cookieLawInfo from "./codecs/cookielawinfo";
export { createCookieLawInfoStore } from "./codecs/cookielawinfo-store";
export * as wpConsent from "./codecs/wpconsent";
export { parseCookieString, serializeCookie } from "./codecs/cookie-string";

export * from "./dom/names";
export { createCookieJar, createDocumentCookieJar, type CookieJarOptions } from "./dom/cookie-jar";
export { domainVariants } from "./dom/domain-variants";
export { activateBlockedScripts, activateWhenIdle, whenParsed, type ActivationOptions } from "./dom/script-activator";
export { createBrowserEnvironment } from "./dom/browser-environment";
export {
  attachContentHooks,
  attachCustomIntegration,
  attachScrollAccept,
  attachShowOnce,
  connectConsentEngine,
} from "./dom/connect";
export { emitAccepted, emitChanged } from "./dom/events";
export { renderBlockedScript, type BlockedScriptOptions } from "./dom/markup";
