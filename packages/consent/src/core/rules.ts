import { allowedCategories } from "./decision";
import type { CookieJar } from "./ports";
import type { CategoryCore, CcpaType, Decision, Region } from "./types";

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
  /** `cli_bypass=1` on this page view. */
  readonly bypass: boolean;
}

/**
 * The page-view rules of compat.md "Layer 1": custom integration suppresses the bar
 * until the site calls in; `ccpa` mode without the bar hides it and turns blocking
 * off; the bypass parameter turns blocking off; otherwise the bar shows while there
 * is no answer.
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
 * Whether a blocked script of `category` may run (compat.md "Activation" and
 * "CCPA"). Bypass runs everything. Where CCPA applies an opt-out keeps scripts
 * blocked even when blocking is off for CCPA mode (an opt-out is never ignored;
 * see docs/decisions/001). Otherwise a script runs when blocking is off, or when the
 * answer is yes and its category is allowed; a script without a known category
 * never runs under blocking (spec §5: blockable by category attribute alone).
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

/** The CCPA control shows where CCPA applies, and with `ccpaRegionBased` only inside the region (unknown = show). */
export function ccpaControlVisible(settings: RuleSettings, region: Region): boolean {
  return settings.ccpaEnabled && (!settings.ccpaRegionBased || region !== "outside");
}

/**
 * Consent-version renewal (compat.md): a stored choice made under another version is
 * void. A stored record without `ver` predates versioning and counts as version "1",
 * the plugin's first version, so migrating visitors are not asked again for nothing.
 */
export function needsRenewal(
  storedVersion: string | undefined,
  configured: string | number | undefined,
  hasChoice: boolean,
): boolean {
  if (configured === undefined || configured === "" || !hasChoice) return false;
  return (storedVersion ?? "1") !== String(configured);
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
 * compat.md "Activation": after the sequence, the cookies of categories not allowed
 * are erased (only under blocking and once the visitor answered, like the plugin).
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
