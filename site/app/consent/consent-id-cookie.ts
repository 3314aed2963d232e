import { CONSENT_ID_COOKIE, CONSENT_ID_DAYS } from "./consent-log-names.mjs";

const CONSENT_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The visitor's consent id, when they have made a choice on this site. */
export function readConsentId(doc: Document): string | undefined {
  for (const part of doc.cookie.split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name === CONSENT_ID_COOKIE && CONSENT_ID.test(value)) return value;
  }
  return undefined;
}

/**
 * A random version-4 UUID from `crypto.getRandomValues`, which every browser has on every
 * page: `crypto.randomUUID` exists only in a secure context, so on a plain-http host it is
 * missing and a choice would lose its record (docs/decisions/028-proof-of-consent.md).
 */
export function randomId(crypto: Pick<Crypto, "getRandomValues">): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The visitor's consent id, made (random) and kept in a first-party cookie at their first choice. */
export function ensureConsentId(doc: Document): string {
  const known = readConsentId(doc);
  if (known) return known;
  const id = randomId(doc.defaultView?.crypto ?? globalThis.crypto);
  const secure = doc.location.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${CONSENT_ID_COOKIE}=${id}; Max-Age=${CONSENT_ID_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
  return id;
}
