import { ACCEPT_COOKIE, CATEGORY_COOKIE_PREFIX, COOKIE_DAYS, PREFERENCE_COOKIE, STRICTLY_ENABLED_SLUGS, SYNC_COOKIE, WPCONSENT_COOKIE } from "@vitrine/consent";
import { consentWordDefaults, type PolicyWords } from "../words/consent-words";
import type { ConsentCategoryConfig, ConsentConfig } from "../config/consent-config";
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

/** "1 year" for 365 days, "2 years" for 730, otherwise days ("30 days"), in the site's words. */
export function formatDays(days: number, words: PolicyWords = consentWordDefaults.policy): string {
  if (days > 0 && days % 365 === 0) return days === 365 ? words.oneYear : words.years.replaceAll("{count}", String(days / 365));
  return days === 1 ? words.oneDay : words.days.replaceAll("{count}", String(days));
}

/** Layer 2 as the policy needs it: whether it runs, and its cookie's lifetime in days. */
export type PolicyLayer2 = { enabled: boolean; consentDuration: number };

/** Which of the consent layers' own cookies a site sets besides layer 1's. */
export interface PolicyCookieOptions {
  /** Layer 1 runs (its three cookies). @default true */
  readonly layer1: boolean;
  /** Layer 2, when it runs. */
  readonly layer2: PolicyLayer2;
  /** Proof of consent on (docs/decisions/028-proof-of-consent.md). @default true */
  readonly consentLog: boolean;
  /** What the list says (`consentWords.policy`). @default the English words */
  readonly words: PolicyWords;
}

/** The policy's categories: the consent layers' own cookies, and what the features keep in the browser without asking. */
interface PolicyCategoryOptions extends PolicyCookieOptions {
  /**
   * The browser storage the features keep because the visitor asked for it (the shop's
   * cart, docs/behaviour/shop.md#cart), from the feature registry (define-feature.ts
   * `storage`): listed after the consent layers' own cookies. @default none
   */
  readonly storage: readonly PolicyCookie[];
}

/**
 * Cookies the consent layers themselves set, in the order a visitor meets them: layer 1's,
 * then, when layer 2 runs, layer 2's (docs/behaviour/consent-layer-2.md#cookie) and, with both layers, the
 * record that tells which layer's cookie is newer (docs/decisions/020-consent-layer-2-and-the-bridge.md#newer-wins);
 * with the consent log, the consent id.
 */
export function consentLayerCookies({ layer1 = true, layer2, consentLog = true, words = consentWordDefaults.policy }: Partial<PolicyCookieOptions> = {}): PolicyCookie[] {
  const duration = formatDays(COOKIE_DAYS, words);
  const two = layer2?.enabled === true;
  return [
    ...(layer1
      ? [
          { name: ACCEPT_COOKIE, duration, description: words.answerCookie },
          { name: PREFERENCE_COOKIE, duration, description: words.preferenceCookie },
          { name: `${CATEGORY_COOKIE_PREFIX}*`, duration, description: words.categoryCookie },
        ]
      : []),
    ...(two ? [{ name: WPCONSENT_COOKIE, duration: formatDays(layer2.consentDuration, words), description: words.layer2Cookie }] : []),
    ...(two && layer1 ? [{ name: SYNC_COOKIE, duration, description: words.syncCookie }] : []),
    // docs/decisions/028-proof-of-consent.md
    ...(consentLog ? [{ name: CONSENT_ID_COOKIE, duration: formatDays(CONSENT_ID_DAYS, words), description: words.consentIdCookie }] : []),
  ];
}

/** Locked, or a slug the engine always treats as strictly enabled (docs/behaviour/consent-layer-1.md#categories). */
const isNecessary = (c: ConsentCategoryConfig): boolean => c.locked || STRICTLY_ENABLED_SLUGS.includes(c.slug);

/**
 * Categories with their cookies for the policy page. The layer's own cookies, then the
 * features' strictly necessary storage, join the first necessary category (where the
 * visitor cannot refuse them), unless the config lists one of them there already; with the
 * layer off they are not listed.
 */
export function policyCategories(consent: Pick<ConsentConfig, "enabled" | "categories">, options: Partial<PolicyCategoryOptions> = {}): PolicyCategory[] {
  const home = consent.enabled ? consent.categories.find(isNecessary) : undefined;
  const necessary = [...consentLayerCookies(options), ...(options.storage ?? [])];
  return consent.categories.map((c) => {
    const own = c === home ? necessary.filter((k) => !c.cookies.some((listed) => listed.name === k.name)) : [];
    return { slug: c.slug, name: c.name, description: c.description, cookies: [...own, ...c.cookies] };
  });
}
