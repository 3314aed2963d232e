import { LAYER2_COOKIE_DAYS } from "../base-defaults.js";
import { emptyFlags } from "../core/flags";
import type { CategoryCore, Decision } from "../core/types";
import { parseOrReport, toSafeRecord } from "./safe-json";

/**
 * Layer-2 cookie format, compatible with the WPConsent plugin (docs/behaviour/consent-layer-2.md#cookie):
 * plain JSON booleans keyed by category or service slug, always `essential: true`,
 * optionally `respect_gpc`. Proves that the decision model is format-free: this codec
 * and the layer-1 one read and write the same `Decision`.
 */
export const WPCONSENT_COOKIE = "wpconsent_preferences";
/** `consent_duration` default, in days. */
export const WPCONSENT_DEFAULT_DAYS = LAYER2_COOKIE_DAYS;
const ESSENTIAL = "essential";
const RESPECT_GPC = "respect_gpc";

type WpConsentPreferences = Readonly<Record<string, boolean>>;

const isBoolean = (_key: string, value: unknown): value is boolean => typeof value === "boolean";

/** Cookie text → preferences, or null when absent or unreadable (logged). Never throws. */
export function parseWpConsent(raw: string | undefined): WpConsentPreferences | null {
  return raw ? parseOrReport(WPCONSENT_COOKIE, () => toSafeRecord(JSON.parse(raw), isBoolean)) : null;
}

/** Preferences → cookie text, `essential: true` first whatever the input says. */
export function serializeWpConsent(preferences: WpConsentPreferences): string {
  return JSON.stringify({ ...preferences, [ESSENTIAL]: true }, [ESSENTIAL, ...Object.keys(preferences).filter((k) => k !== ESSENTIAL)]);
}

/** The banner shows again when the stored preferences lack any current slug (docs/behaviour/consent-layer-2.md#cookie). */
export function coversSlugs(preferences: WpConsentPreferences, slugs: readonly string[]): boolean {
  return slugs.every((slug) => typeof preferences[slug] === "boolean");
}

/**
 * Stored preferences → decision. A saved cookie means the visitor answered: yes when it
 * allows anything optional (a category, or a service granted on its own), no when it
 * allows only the locked categories (layer 1's
 * Reject All and layer 2's Cancel all are the same answer); `respect_gpc` becomes `gpc`.
 */
export function wpConsentToDecision(preferences: WpConsentPreferences, categories: readonly CategoryCore[]): Decision {
  const flags = emptyFlags();
  const services = emptyFlags();
  let optional = false;
  for (const c of categories) {
    flags[c.slug] = c.locked || preferences[c.slug] === true;
    optional ||= !c.locked && flags[c.slug] === true;
    for (const s of c.services ?? []) {
      services[s] = c.locked || preferences[s] === true;
      // A service granted on its own (a placeholder's accept) is an answer of yes too.
      optional ||= !c.locked && services[s] === true;
    }
  }
  const gpc = preferences[RESPECT_GPC];
  return { consent: optional ? "yes" : "no", categories: flags, services, ...(gpc === undefined ? {} : { gpc }) };
}

/** Decision → preferences (an answer of no allows only the locked ones); `respectGpc` records whether the choice came from the GPC signal. */
export function decisionToWpConsent(
  decision: Decision,
  categories: readonly CategoryCore[],
  respectGpc?: boolean,
): WpConsentPreferences {
  const out = emptyFlags();
  out[ESSENTIAL] = true;
  // The format holds no separate answer: a "no" (layer 1's Reject All) must read back as nothing optional allowed.
  const yes = decision.consent === "yes";
  for (const c of categories) {
    out[c.slug] = c.locked || (yes && decision.categories[c.slug] === true);
    for (const s of c.services ?? []) out[s] = c.locked || (yes && decision.services[s] === true);
  }
  if (respectGpc !== undefined) out[RESPECT_GPC] = respectGpc;
  return out;
}
