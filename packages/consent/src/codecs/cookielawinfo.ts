import { emptyFlags } from "../core/flags";
import { LAYER1_COOKIE_DAYS } from "../base-defaults.js";
import type { StoredDecision } from "../core/ports";
import type { CategoryCore, ConsentAnswer, Decision } from "../core/types";
import { decodeBase64, encodeBase64, parseOrReport, reportIgnored, toSafeRecord } from "./safe-json";

/**
 * Layer-1 cookie format, compatible with the "GDPR Cookie Consent" (CookieLawInfo)
 * plugin (docs/behaviour/consent-layer-1.md#cookies), so a visitor who chose on the old
 * site is not asked again. All cookie names of this layer live here.
 */
export const ACCEPT_COOKIE = "viewed_cookie_policy";
export const PREFERENCE_COOKIE = "CookieLawInfoConsent";
export const CATEGORY_COOKIE_PREFIX = "cookielawinfo-checkbox-";
/** Days every layer-1 cookie lives. */
export const COOKIE_DAYS = LAYER1_COOKIE_DAYS;

export const categoryCookie = (slug: string): string => CATEGORY_COOKIE_PREFIX + slug;

/** The decoded `CookieLawInfoConsent` object: `ver`, one boolean per slug, `ccpaOptout`. */
type PreferenceRecord = Readonly<Record<string, string | number | boolean>>;

const YES = "yes";
const NO = "no";

function parseYesNo(name: string, raw: string | undefined): boolean | undefined {
  if (raw === YES || raw === NO) return raw === YES;
  if (raw !== undefined) reportIgnored(name, "not yes or no");
}

/** `viewed_cookie_policy`: yes, no, or absent (anything else is logged and absent). */
export function parseAnswer(raw: string | undefined): ConsentAnswer {
  const value = parseYesNo(ACCEPT_COOKIE, raw);
  return value === undefined ? null : value ? "yes" : "no";
}

export const formatYesNo = (on: boolean): string => (on ? YES : NO);

const isPreferenceValue = (key: string, value: unknown): value is string | number | boolean =>
  key === "ver" ? typeof value === "string" || typeof value === "number" : typeof value === "boolean";

/** `CookieLawInfoConsent` → record, or null when absent or unreadable (logged). Never throws. */
export function parsePreference(raw: string | undefined): PreferenceRecord | null {
  return raw ? parseOrReport(PREFERENCE_COOKIE, () => toSafeRecord(JSON.parse(decodeBase64(raw)), isPreferenceValue)) : null;
}

/**
 * The decision → `CookieLawInfoConsent`, merged into `existing` like the plugin does:
 * keys it does not know survive, `ver` is the configured version when one is set,
 * every configured category is written, `ccpaOptout` when the visitor used the control.
 */
export function serializePreference(
  decision: Decision,
  categories: readonly CategoryCore[],
  version: string | number | undefined,
  existing: PreferenceRecord | null = null,
): string {
  const out: Record<string, string | number | boolean> = Object.assign(Object.create(null), existing);
  if (version !== undefined && version !== "") out.ver = String(version);
  for (const c of categories) out[c.slug] = decision.categories[c.slug] === true;
  if (decision.ccpaOptout !== undefined) out.ccpaOptout = decision.ccpaOptout;
  return encodeBase64(JSON.stringify(out));
}

/**
 * Consent-version renewal: a stored choice made under another version is void. A record
 * without `ver` predates versioning and counts as version "1", the plugin's first, so
 * migrating visitors are not asked again for nothing (docs/behaviour/consent-layer-1.md#consent-version).
 */
export function needsRenewal(storedVersion: string | undefined, configured: string | number | undefined, hasChoice: boolean): boolean {
  if (configured === undefined || configured === "" || !hasChoice) return false;
  return (storedVersion ?? "1") !== String(configured);
}

/**
 * The layer-1 record as one text (the answer, the summary record and each category's
 * cookie), whose fingerprint tells whether it changed since the engine last wrote every
 * format (docs/decisions/020-consent-layer-2-and-the-bridge.md#newer-wins).
 */
export function cookieLawInfoRaw(get: (name: string) => string | undefined, slugs: readonly string[]): string {
  return [ACCEPT_COOKIE, PREFERENCE_COOKIE, ...slugs.map(categoryCookie)].map((name) => get(name) ?? "").join("|");
}

/**
 * Reads the layer-1 cookies. Per-category state comes from
 * `cookielawinfo-checkbox-{slug}` (the plugin's source of truth), falling back to the
 * preference record and then to the category default. A choice made under another
 * consent version is read as absent and reported `stale`.
 */
export function readCookieLawInfo(
  cookies: ReadonlyMap<string, string>,
  categories: readonly Pick<CategoryCore, "slug" | "defaultEnabled" | "locked">[],
  version?: string | number,
): StoredDecision {
  let consent = parseAnswer(cookies.get(ACCEPT_COOKIE));
  let preference = parsePreference(cookies.get(PREFERENCE_COOKIE));
  const ver = preference?.ver;
  const stale = needsRenewal(ver === undefined ? undefined : String(ver), version, consent !== null || preference !== null);
  if (stale) {
    consent = null;
    preference = null;
  }
  const flags = emptyFlags();
  const unsaved: string[] = [];
  for (const c of categories) {
    const own = parseYesNo(categoryCookie(c.slug), cookies.get(categoryCookie(c.slug)));
    const fallback = preference?.[c.slug];
    if (own === undefined) unsaved.push(c.slug);
    // Locked categories are on whatever is stored.
    flags[c.slug] = c.locked || (own ?? (typeof fallback === "boolean" ? fallback : c.defaultEnabled));
  }
  const optout = preference?.ccpaOptout;
  return {
    // Layer 1 has no services; a layer-2 codec fills them.
    decision: { consent, categories: flags, services: emptyFlags(), ...(typeof optout === "boolean" ? { ccpaOptout: optout } : {}) },
    hasChoice: consent !== null || preference !== null,
    unsaved,
    stale,
    raw: cookieLawInfoRaw((name) => cookies.get(name), categories.map((c) => c.slug)),
  };
}
