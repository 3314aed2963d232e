// @ts-check
/**
 * What the page sends for one consent event, checked before it is logged
 * (docs/decisions/028-proof-of-consent.md). The page sends the engine's "changed" event
 * as it is, with the visitor's consent id and the page's path; anything else, or
 * anything larger, is refused: the log holds choices, never free text.
 */

/** How a choice came about: the engine's CONSENT_METHODS (packages/consent/src/core/origin.ts), and "unknown" when a presentation did not say. */
export const LOGGED_METHODS = ["button", "preferences", "scroll", "show-once", "gpc", "placeholder", "link", "unknown"];
/** What kind of change: the engine's ConsentAction, but "stored" (a choice only announced again) is not logged. */
export const LOGGED_ACTIONS = ["answer", "toggle", "opt-out", "forget"];
const LAYERS = ["1", "2"];
const CONSENT_ID = /^[A-Za-z0-9-]{16,64}$/;
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
 * @returns {{ ok: true, event: { consentId: string, layer: "1" | "2", method: string, page: string, choices: Record<string, unknown> } } | { ok: false, reason: string }}
 */
export function readConsentRecord(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, reason: "not an object" };
  const b = /** @type {Record<string, unknown>} */ (body);
  if (typeof b.consentId !== "string" || !CONSENT_ID.test(b.consentId)) return { ok: false, reason: "consentId" };
  if (typeof b.layer !== "string" || !LAYERS.includes(b.layer)) return { ok: false, reason: "layer" };
  if (typeof b.method !== "string" || !LOGGED_METHODS.includes(b.method)) return { ok: false, reason: "method" };
  if (typeof b.action !== "string" || !LOGGED_ACTIONS.includes(b.action)) return { ok: false, reason: "action" };
  if (!(b.consent === "yes" || b.consent === "no" || b.consent === null)) return { ok: false, reason: "consent" };
  if (b.ccpaOptout !== undefined && typeof b.ccpaOptout !== "boolean") return { ok: false, reason: "ccpaOptout" };
  if (typeof b.page !== "string" || !b.page.startsWith("/") || b.page.startsWith("//") || b.page.length > MAX_PAGE) return { ok: false, reason: "page" };
  const categories = flags(b.categories);
  const services = flags(b.services);
  if (!categories || !services) return { ok: false, reason: "categories or services" };
  // The path only: a query or fragment may carry what a visitor typed.
  const page = b.page.split(/[?#]/)[0] ?? "/";
  const choices = { action: b.action, consent: b.consent, categories, services, ...(b.ccpaOptout === undefined ? {} : { ccpaOptout: b.ccpaOptout }) };
  return { ok: true, event: { consentId: b.consentId, layer: /** @type {"1" | "2"} */ (b.layer), method: b.method, page, choices } };
}
