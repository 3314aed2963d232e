import { allowedCategories } from "./decision";
import { ccpaWithoutBar, mayRun } from "./predicates.js";
import type { CookieJar } from "./ports";
import type { CategoryCore, CcpaType, Decision } from "./types";

/** The settings the page-view rules read (a subset of `ConsentOptions`). */
export interface RuleSettings {
  readonly blocking: boolean;
  readonly ccpaEnabled: boolean;
  readonly ccpaType: CcpaType;
  readonly ccpaBarEnabled: boolean;
  readonly ccpaRegionBased: boolean;
  readonly customIntegration: boolean;
  /**
   * Opt-out mode (layer 2's `default_allow`, its `consent_type` "optout"): before an
   * answer, categories enabled by default run. @default false
   */
  readonly defaultAllow: boolean;
  /**
   * The unlock rule for services (layer 2's `manual_toggle_services`): a service runs on
   * its own value (absent = no) rather than its category's. @default false
   */
  readonly manualServices: boolean;
}

/** How this page view behaves, before and independently of any UI. */
export interface PageStatus {
  /** The bar shows by itself (no choice yet and nothing suppresses it). */
  readonly showBar: boolean;
  /** Configuration keeps the bar (and the show-again tab) away: CCPA mode without bar, or custom integration. */
  readonly suppressed: boolean;
  /** Blocked scripts wait for consent. Off with bypass, with blocking disabled, or in CCPA mode without bar. */
  readonly blocking: boolean;
  /** Blocked scripts are activated at page load (not with custom integration: the site calls in). */
  readonly activateOnLoad: boolean;
  /** CCPA rules apply to this visitor (opt-out blocks scripts). */
  readonly ccpaApplies: boolean;
  /** The bypass parameter applies to this page view. */
  readonly bypass: boolean;
  /** Opt-out mode: categories enabled by default run until the visitor answers. */
  readonly defaultAllow: boolean;
  /** Services run on their own value, not their category's. */
  readonly manualServices: boolean;
}

/**
 * The page-view rules (docs/behaviour/consent-layer-1.md#page-rules): custom integration
 * suppresses the bar until the site calls in; `ccpa` mode without the bar hides it and
 * turns blocking off; the bypass parameter turns blocking off; otherwise the bar shows
 * while there is no answer.
 */
export function resolvePageStatus(settings: RuleSettings, decision: Decision, bypass: boolean): PageStatus {
  const withoutBar = ccpaWithoutBar(settings);
  const suppressed = settings.customIntegration || withoutBar;
  return {
    showBar: !suppressed && decision.consent === null,
    suppressed,
    blocking: settings.blocking && !bypass && !withoutBar,
    activateOnLoad: !settings.customIntegration,
    ccpaApplies: settings.ccpaEnabled,
    bypass,
    defaultAllow: settings.defaultAllow,
    manualServices: settings.manualServices,
  };
}

/**
 * Whether a blocked script of `category` may run (docs/behaviour/consent-layer-1.md#activation).
 * Bypass runs everything (it only ever applies to a visitor who has not answered).
 * Where CCPA applies an opt-out keeps scripts blocked even when blocking is off for
 * CCPA mode (an opt-out is never ignored). Otherwise a script runs when blocking is
 * off, or when the answer is yes (or, in opt-out mode, not given yet) and its category is
 * allowed; a script without a known category never runs under blocking (it is blockable
 * by its category attribute alone).
 */
export function mayActivate(category: string, decision: Decision, allowed: readonly string[], status: GateStatus): boolean {
  if (status.bypass) return true;
  if (status.ccpaApplies && decision.ccpaOptout === true) return false;
  if (!status.blocking) return true;
  return mayRun(decision, status.defaultAllow) && allowed.includes(category);
}

type GateStatus = Pick<PageStatus, "blocking" | "ccpaApplies" | "bypass"> & Partial<Pick<PageStatus, "defaultAllow" | "manualServices">>;

/** What a gate is asked about. */
export interface GateAsk {
  readonly category: string;
  /** The service within the category, when the markup or widget names one. */
  readonly service?: string;
  /**
   * Layer 2's unlock rule applies (its markup, consent placeholders): a locked
   * category (`essential`) always runs, and a service follows the rule below.
   */
  readonly unlockRule?: boolean;
}

/**
 * `mayActivate` bound to one state: may content of this category (and service) run now.
 * Layer 2's unlock rule (docs/behaviour/consent-layer-2.md#unlock-rule): essential
 * always; with `manualServices` the service's own value (absent is no); otherwise its
 * category's, or the service's own value where it was granted on its own (a
 * placeholder's accept).
 */
export function scriptGate(decision: Decision, categories: readonly CategoryCore[], status: GateStatus): (ask: GateAsk | string) => boolean {
  const byDecision = allowedCategories(decision, categories, status.defaultAllow);
  const locked = new Set(categories.filter((c) => c.locked).map((c) => c.slug));
  return (ask) => {
    const { category, service, unlockRule } = typeof ask === "string" ? ({ category: ask } as GateAsk) : ask;
    if (unlockRule && locked.has(category)) return true;
    const byCategory = mayActivate(category, decision, byDecision, status);
    if (service === undefined || !unlockRule || !status.blocking || status.bypass) return byCategory;
    const own = decision.services[service] === true && mayActivate(category, decision, [category], status);
    return status.manualServices ? own : byCategory || own;
  };
}

/** The configured categories whose blocked scripts may run now. */
export function effectiveAllowed(decision: Decision, categories: readonly CategoryCore[], status: GateStatus): string[] {
  const gate = scriptGate(decision, categories, status);
  return categories.map((c) => c.slug).filter((slug) => gate(slug));
}

/**
 * After an activation sequence the cookies of categories not allowed are erased (only
 * under blocking and once the visitor answered, like the plugin;
 * docs/behaviour/consent-layer-1.md#activation).
 */
export function eraseDisallowedCookies(
  jar: CookieJar,
  decision: Decision,
  categories: readonly CategoryCore[],
  status: GateStatus,
): void {
  if (!status.blocking || decision.consent === null) return;
  const allowed = effectiveAllowed(decision, categories, status);
  for (const c of categories) {
    if (c.locked || allowed.includes(c.slug)) continue;
    for (const name of c.cookies) if (jar.read(name) !== undefined) jar.erase(name);
  }
}
