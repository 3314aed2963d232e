import { allowedCategories } from "./decision";
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
}

/**
 * The page-view rules (docs/behaviour/consent-layer-1.md#page-rules): custom integration
 * suppresses the bar until the site calls in; `ccpa` mode without the bar hides it and
 * turns blocking off; the bypass parameter turns blocking off; otherwise the bar shows
 * while there is no answer.
 */
export function resolvePageStatus(settings: RuleSettings, decision: Decision, bypass: boolean): PageStatus {
  const ccpaOnly = settings.ccpaEnabled && settings.ccpaType === "ccpa";
  const suppressed = settings.customIntegration || (ccpaOnly && !settings.ccpaBarEnabled);
  return {
    showBar: !suppressed && decision.consent === null,
    suppressed,
    blocking: settings.blocking && !bypass && !(ccpaOnly && !settings.ccpaBarEnabled),
    activateOnLoad: !settings.customIntegration,
    ccpaApplies: settings.ccpaEnabled,
    bypass,
  };
}

/**
 * Whether a blocked script of `category` may run (docs/behaviour/consent-layer-1.md#activation).
 * Bypass runs everything (it only ever applies to a visitor who has not answered).
 * Where CCPA applies an opt-out keeps scripts blocked even when blocking is off for
 * CCPA mode (an opt-out is never ignored). Otherwise a script runs when blocking is
 * off, or when the answer is yes and its category is allowed; a script without a known
 * category never runs under blocking (it is blockable by its category attribute alone).
 */
export function mayActivate(
  category: string,
  decision: Decision,
  allowed: readonly string[],
  status: Pick<PageStatus, "blocking" | "ccpaApplies" | "bypass">,
): boolean {
  if (status.bypass) return true;
  if (status.ccpaApplies && decision.ccpaOptout === true) return false;
  if (!status.blocking) return true;
  return decision.consent === "yes" && allowed.includes(category);
}

type GateStatus = Pick<PageStatus, "blocking" | "ccpaApplies" | "bypass">;

/** `mayActivate` bound to one state: category slug → may its scripts run now. */
export function scriptGate(decision: Decision, categories: readonly CategoryCore[], status: GateStatus): (slug: string) => boolean {
  const byDecision = allowedCategories(decision, categories);
  return (slug) => mayActivate(slug, decision, byDecision, status);
}

/** The configured categories whose blocked scripts may run now. */
export function effectiveAllowed(decision: Decision, categories: readonly CategoryCore[], status: GateStatus): string[] {
  return categories.map((c) => c.slug).filter(scriptGate(decision, categories, status));
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
