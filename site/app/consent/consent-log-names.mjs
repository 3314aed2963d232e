// @ts-check
/**
 * Names the page and the server share for proof of consent
 * (docs/decisions/028-proof-of-consent.md).
 */

/** Where the page sends each consent event (navigator.sendBeacon). */
export const CONSENT_LOG_PATH = "/api/consent";

/** The visitor's consent id: random, made at their first choice, quoted from the privacy page. */
export const CONSENT_ID_COOKIE = "vitrine_consent_id";

/** Days the consent id cookie is kept: as long as the choice itself (CookieLawInfo's cookies, one year). */
export const CONSENT_ID_DAYS = 365;

/** Written by the build beside the pages: the policy version and the hash of the consent texts. */
export const CONSENT_LOG_FILE = "consent-log.json";

/** On an element of a page (the privacy policy): filled with the visitor's consent id. */
export const CONSENT_ID_ATTR = "data-consent-id";
