import { defaultDecision } from "../core/decision";
import type { StoreFactory, StoredDecision } from "../core/ports";
import type { CategoryCore, Decision } from "../core/types";
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
  /** Shared consent: the registrable domain the cookie is written for (computed at build). @default none: host-only */
  readonly domain?: string;
  /** Record whether the GPC signal or the visitor made the choice (`respect_gpc`). @default false */
  readonly respectGpc?: boolean;
}

/**
 * The layer-2 store (the WPConsent plugin's `wpconsent_preferences`,
 * docs/behaviour/consent-layer-2.md#cookie), for an engine's `stores`: written once the
 * visitor has answered, with the answer and with every change after it (a toggle before
 * an answer is not a choice yet). The rest of layer 2 (the save-and-reload rule, the
 * banner) is its adapter's.
 */
export function wpConsentStore(options: WpConsentStoreOptions = {}): StoreFactory {
  const days = options.days ?? WPCONSENT_DEFAULT_DAYS;
  return (jar, all) => {
    const categories = options.categories ? all.filter((c) => options.categories!.includes(c.slug)) : all;
    const record = (decision: Decision) =>
      decision.consent === null ? undefined : decisionToWpConsent(decision, categories, options.respectGpc ? (decision.gpc ?? false) : undefined);
    return {
      name: WPCONSENT_COOKIE,
      record,
      save(decision, parts) {
        const preferences = record(decision);
        if (!preferences || !(parts.answer || parts.categories)) return;
        jar.write(WPCONSENT_COOKIE, serializeWpConsent(preferences), { days, domain: options.domain });
      },
      forget(parts) {
        if (parts.answer || parts.summary) jar.erase(WPCONSENT_COOKIE);
      },
      raw: () => jar.read(WPCONSENT_COOKIE) ?? "",
    };
  };
}

/**
 * Reads `wpconsent_preferences`. A cookie that does not cover every current slug
 * (`slugs`: the category slugs, or the service slugs with `manual_toggle_services`) is
 * stale: read as absent, so the banner asks again, and erased when the engine starts.
 * Of several copies (`copies`, as `cookieValues` lists them: a host-only and a
 * domain-wide one, from a site that switched shared consent) the newest is read and the
 * reading says `duplicate`, so the engine keeps one.
 */
export function readWpConsent(
  cookies: ReadonlyMap<string, string>,
  categories: readonly CategoryCore[],
  options: { readonly slugs?: readonly string[]; readonly copies?: readonly string[] } = {},
): StoredDecision {
  const copies = options.copies ?? [];
  const raw = copies.length > 1 ? copies[copies.length - 1] : cookies.get(WPCONSENT_COOKIE);
  const preferences = parseWpConsent(raw);
  const covered = preferences !== null && coversSlugs(preferences, options.slugs ?? categories.map((c) => c.slug));
  return {
    decision: covered ? wpConsentToDecision(preferences, categories) : defaultDecision(categories),
    hasChoice: covered,
    unsaved: [],
    stale: preferences !== null && !covered,
    raw: raw ?? "",
    ...(copies.length > 1 ? { duplicate: true } : {}),
  };
}
