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

/** The visitor's consent id, made (random) and kept in a first-party cookie at their first choice. */
export function ensureConsentId(doc: Document): string {
  const known = readConsentId(doc);
  if (known) return known;
  const id = crypto.randomUUID();
  const secure = doc.location.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${CONSENT_ID_COOKIE}=${id}; Max-Age=${CONSENT_ID_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
  return id;
}
