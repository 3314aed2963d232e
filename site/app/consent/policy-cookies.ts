import { ACCEPT_COOKIE, CATEGORY_COOKIE_PREFIX, COOKIE_DAYS, PREFERENCE_COOKIE, STRICTLY_ENABLED_SLUGS } from "@vitrine/consent";
import type { ConsentCategoryConfig, ConsentConfig } from "./consent-config";
import { CONSENT_ID_COOKIE, CONSENT_ID_DAYS } from "./consent-log-names.mjs";

/**
 * The consent categories as the cookie policy lists them (issue 3: "the cookie-policy
 * page lists the categories and cookies"). The configured cookies come from
 * site.config.ts; the consent layer's own cookies (docs/behaviour/consent-layer-1.md#cookies) are added to the
 * necessary category from the engine's constants, so their names and lifetime are
 * written down once, where the engine reads and writes them.
 */

export type PolicyCookie = { name: string; duration: string; description: string };

export type PolicyCategory = { slug: string; name: string; description: string; cookies: PolicyCookie[] };

/** "1 year" for 365 days, "2 years" for 730, otherwise days ("30 days"). */
export function formatDays(days: number): string {
  if (days > 0 && days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  return days === 1 ? "1 day" : `${days} days`;
}

/** Cookies the layer-1 consent bar itself sets, in the order a visitor meets them; with the consent log, the consent id too. */
export function consentLayerCookies({ consentLog = true }: { consentLog?: boolean } = {}): PolicyCookie[] {
  const duration = formatDays(COOKIE_DAYS);
  return [
    { name: ACCEPT_COOKIE, duration, description: "Whether you accepted or rejected optional cookies" },
    { name: PREFERENCE_COOKIE, duration, description: "Your choice for each cookie category" },
    { name: `${CATEGORY_COOKIE_PREFIX}*`, duration, description: "Your choice for one category, one cookie per category" },
    // docs/decisions/028-proof-of-consent.md
    ...(consentLog ? [{ name: CONSENT_ID_COOKIE, duration: formatDays(CONSENT_ID_DAYS), description: "The id your consent choices are recorded under as proof of consent, shown on the privacy page" }] : []),
  ];
}

/** Locked, or a slug the engine always treats as strictly enabled (docs/behaviour/consent-layer-1.md#categories). */
const isNecessary = (c: ConsentCategoryConfig): boolean => c.locked || STRICTLY_ENABLED_SLUGS.includes(c.slug);

/**
 * Categories with their cookies for the policy page. The layer's own cookies join the
 * first necessary category (where the visitor cannot refuse them), unless the config
 * lists one of them there already; with the layer off they are not set and not listed.
 */
export function policyCategories(consent: Pick<ConsentConfig, "enabled" | "categories">, options: { consentLog?: boolean } = {}): PolicyCategory[] {
  const home = consent.enabled ? consent.categories.find(isNecessary) : undefined;
  return consent.categories.map((c) => {
    const own = c === home ? consentLayerCookies(options).filter((k) => !c.cookies.some((listed) => listed.name === k.name)) : [];
    return { slug: c.slug, name: c.name, description: c.description, cookies: [...own, ...c.cookies] };
  });
}
