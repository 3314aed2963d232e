import { defaultDecision } from "../core/decision";
import type { StoreFactory, StoredDecision } from "../core/ports";
import type { CategoryCore } from "../core/types";
import {
  coversSlugs,
  decisionToWpConsent,
  parseWpConsent,
  serializeWpConsent,
  WPCONSENT_COOKIE,
  WPCONSENT_DEFAULT_DAYS,
  wpConsentToDecision,
} from "./wpconsent";

interface WpConsentStoreOptions {
  /** Lifetime of the cookie (the plugin's `consent_duration`). @default 30 */
  readonly days?: number;
  /** The engine's category slugs this format records. @default every category */
  readonly categories?: readonly string[];
}

/**
 * The layer-2 store (the WPConsent plugin's `wpconsent_preferences`,
 * docs/behaviour/consent-layer-2.md), for an engine's `stores`: written only with an
 * answer (a toggle in the preferences is not a choice yet). The rest of layer 2
 * (shared-consent domain, GPC, the save-and-reload rule) is its own presentation's.
 */
export function wpConsentStore(options: WpConsentStoreOptions = {}): StoreFactory {
  const days = options.days ?? WPCONSENT_DEFAULT_DAYS;
  return (jar, all) => {
    const categories = options.categories ? all.filter((c) => options.categories!.includes(c.slug)) : all;
    return {
      save(decision, parts) {
        if (parts.answer && decision.consent) jar.write(WPCONSENT_COOKIE, serializeWpConsent(decisionToWpConsent(decision, categories)), days);
      },
      forget(parts) {
        if (parts.answer || parts.summary) jar.erase(WPCONSENT_COOKIE);
      },
    };
  };
}

/**
 * Reads `wpconsent_preferences`. A cookie that does not cover every current slug is
 * stale: read as absent, so the banner asks again, and erased when the engine starts.
 */
export function readWpConsent(cookies: ReadonlyMap<string, string>, categories: readonly CategoryCore[]): StoredDecision {
  const preferences = parseWpConsent(cookies.get(WPCONSENT_COOKIE));
  const covered = preferences !== null && coversSlugs(preferences, categories.map((c) => c.slug));
  return {
    decision: covered ? wpConsentToDecision(preferences, categories) : defaultDecision(categories),
    hasChoice: covered,
    unsaved: [],
    stale: preferences !== null && !covered,
  };
}
