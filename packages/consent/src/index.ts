/**
 * @vitrine/consent — the consent engine and its presentations (docs/decisions/001-consent-engine.md).
 *
 * - Layer 1 as a site runs it: `createLayer1Engine`, `createLayer1`, `connectLayer1`.
 * - Widgets that wait for consent: `consentAllows`, `watchConsent`, `whenAllowed`
 *   (React: `useConsent` and `ConsentPlaceholder` in `@vitrine/consent/react`).
 * - A presentation of its own: `createEngine` with `stores` and a `categoryMap`.
 * - `@vitrine/consent/boot`: `renderBootScript(options)` for the inline `<head>` script.
 * - `@vitrine/consent/domain`: `registrableDomain(host)` (build time only; the public suffix list).
 */
export { createLayer1Engine, createServerEnvironment } from "./layer1/engine";
export { createLayer1, type Layer1, type Layer1Snapshot } from "./layer1/adapter";
export { connectLayer1 } from "./layer1/connect";
export { DELETE_CONSENT_SELECTOR, MANAGE_CONSENT_SELECTOR } from "./layer1/names";
export type { Options as Layer1Options } from "./layer1/options";

export { createEngine } from "./core/engine";
export type { AnswerOptions, ConsentEngine, PageRelease } from "./core/engine-api";
export type { Options as EngineOptions } from "./core/options";
export type { CategoryMap } from "./core/category-map";
export type { Selection } from "./core/selection";
export type { ConsentEnvironment, CookieJar, DecisionStore, StoreFactory, StoredDecision } from "./core/ports";
export type { CategoryConfig, Decision, Region } from "./core/types";
export { consentAllows, type ConsentAsk, type ConsentSnapshot } from "./core/snapshot";
export { STRICTLY_ENABLED_SLUGS } from "./core/categories";
export { cookieLawInfoStore } from "./codecs/cookielawinfo-store";
export { wpConsentStore } from "./codecs/wpconsent-store";
export { WPCONSENT_COOKIE } from "./codecs/wpconsent";
export { SYNC_COOKIE } from "./codecs/sync";
export { ACCEPT_COOKIE, CATEGORY_COOKIE_PREFIX, COOKIE_DAYS, PREFERENCE_COOKIE } from "./codecs/cookielawinfo";

export { createBrowserEnvironment } from "./dom/browser-environment";
export type { ConsentEvents } from "./dom/events";
export { CHOICE_EVENT, GPC_MARKER_ATTR, SCRIPTS_DONE_EVENT } from "./dom/names";
export { watchConsentMode } from "./dom/consent-mode-updates";
export { watchTagConsent, type TagConsentOptions } from "./dom/tag-consent";
export type { ConsentChoiceDetail } from "./core/ports";
export { CHOICE_CONTROLS, CHOICE_METHODS, type ChoiceSource, type ChoiceMethod, type ChoiceControl, type ChoiceLayer } from "./core/choice";
export { watchConsent, whenAllowed } from "./dom/watch-consent";
export { bindConsentPlaceholders, type BindOptions } from "./dom/placeholders";
export { PLACEHOLDER_ACTION_ATTR, PLACEHOLDER_ATTR, PLACEHOLDER_CATEGORY_ATTR, PLACEHOLDER_SERVICE_ATTR } from "./dom/names";
export { renderBlockedScript, type BlockedScriptOptions } from "./dom/markup";
export { WPCONSENT_CATEGORY_ATTR, WPCONSENT_NAME_ATTR, WPCONSENT_SRC_ATTR } from "./dom/wpconsent-names";
export { BLOCKER_CLASS, BLOCKER_CLASS_ATTR, CATEGORY_ATTR as BLOCKED_CATEGORY_ATTR } from "./layer1/names";
export { AUTHOR_HOOK_CLASSES, isConsentUiAttribute, isConsentUiName } from "./dom/ui-names";
