// @ts-check
/**
 * What the page sends for one consent choice, checked before it is logged
 * (docs/decisions/028-proof-of-consent.md). The page sends the engine's `choice` event
 * (site/app/consent/consent-log.ts) with the visitor's consent id and the page's path;
 * anything else, or anything larger, is refused: the log holds choices, never free text.
 */

/** What the choice was made with: the engine's CHOICE_CONTROLS (packages/consent/src/core/choice.ts). */
export const LOGGED_CONTROLS = ["notice", "preferences", "placeholder", "signal", "page", "link", "api"];
/** What the visitor did: the engine's CHOICE_METHODS (packages/consent/src/core/choice.ts). */
export const LOGGED_METHODS = ["accept", "accept-all", "reject-all", "save", "allow", "scroll", "show-once", "ccpa", "gpc", "switch", "withdraw"];
/** What opened the preferences the choice was made in. */
const OPENED_FROM = ["notice", "floating-button", "show-again-tab", "link", "placeholder"];
/** The presentation: layer 1's bar, layer 2's banner, or the site's own code. */
const LAYERS = ["1", "2", "site"];
const CONSENT_ID = /^[A-Za-z0-9-]{16,64}$/;
/** The page's own id for one event, so a send repeated (a retry, a second instance) is logged once. */
const EVENT_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SLUG = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_FLAGS = 100;
const MAX_PAGE = 512;

/** @param {unknown} value @returns {Record<string, boolean> | undefined} */
function flags(value) {
  if (value === undefined) return {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > MAX_FLAGS || !entries.every(([slug, on]) => SLUG.test(slug) && typeof on === "boolean")) return undefined;
  return Object.fromEntries(entries);
}

/**
 * The event to log, or the reason it is refused.
 * @param {unknown} body the parsed JSON the page sent
 * @returns {{ ok: true, event: { consentId: string, eventId?: string, layer: "1" | "2" | "site", method: string, page: string, choices: Record<string, unknown> } } | { ok: false, reason: string }}
 */
export function readConsentRecord(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, reason: "not an object" };
  const b = /** @type {Record<string, unknown>} */ (body);
  if (typeof b.consentId !== "string" || !CONSENT_ID.test(b.consentId)) return { ok: false, reason: "consentId" };
  if (b.eventId !== undefined && (typeof b.eventId !== "string" || !EVENT_ID.test(b.eventId))) return { ok: false, reason: "eventId" };
  if (typeof b.layer !== "string" || !LAYERS.includes(b.layer)) return { ok: false, reason: "layer" };
  if (typeof b.method !== "string" || !LOGGED_METHODS.includes(b.method)) return { ok: false, reason: "method" };
  if (typeof b.control !== "string" || !LOGGED_CONTROLS.includes(b.control)) return { ok: false, reason: "control" };
  if (b.openedFrom !== undefined && (typeof b.openedFrom !== "string" || !OPENED_FROM.includes(b.openedFrom))) return { ok: false, reason: "openedFrom" };
  if (b.gpc !== undefined && typeof b.gpc !== "boolean") return { ok: false, reason: "gpc" };
  if (!(b.consent === "yes" || b.consent === "no" || b.consent === null)) return { ok: false, reason: "consent" };
  if (b.ccpaOptout !== undefined && typeof b.ccpaOptout !== "boolean") return { ok: false, reason: "ccpaOptout" };
  if (typeof b.page !== "string" || !b.page.startsWith("/") || b.page.startsWith("//") || b.page.length > MAX_PAGE) return { ok: false, reason: "page" };
  const categories = flags(b.categories);
  const services = flags(b.services);
  if (!categories || !services) return { ok: false, reason: "categories or services" };
  // The path only: a query or fragment may carry what a visitor typed.
  const page = b.page.split(/[?#]/)[0] ?? "/";
  const choices = {
    control: b.control,
    ...(b.openedFrom === undefined ? {} : { openedFrom: b.openedFrom }),
    consent: b.consent,
    categories,
    services,
    ...(b.ccpaOptout === undefined ? {} : { ccpaOptout: b.ccpaOptout }),
    ...(b.gpc === undefined ? {} : { gpc: b.gpc }),
  };
  return { ok: true, event: { consentId: b.consentId, ...(b.eventId === undefined ? {} : { eventId: /** @type {string} */ (b.eventId) }), layer: /** @type {"1" | "2" | "site"} */ (b.layer), method: b.method, page, choices } };
}
