import { CHANGED_EVENT, type ConsentEventDetail } from "@vitrine/consent";
import siteConfig from "../../site.config";
import { ensureConsentId } from "./consent-id-cookie";
import { CONSENT_LOG_PATH } from "./consent-log-names.mjs";

/** What the server's consent log takes for one event (site/server/consent/consent-record.mjs). */
export function consentRecord(detail: ConsentEventDetail, at: { consentId: string; page: string }) {
  return {
    consentId: at.consentId,
    // A shared part (a placeholder) names no layer: the page's own, the first.
    layer: detail.origin?.layer ?? "1",
    method: detail.origin?.method ?? "unknown",
    action: detail.action,
    consent: detail.consent,
    categories: detail.categories,
    services: detail.services,
    ...(detail.ccpaOptout === undefined ? {} : { ccpaOptout: detail.ccpaOptout }),
    page: at.page,
  };
}

/**
 * Proof of consent (docs/decisions/028-proof-of-consent.md): every change of the
 * visitor's choice, from either layer and by any method, is sent to the site's consent
 * log with `navigator.sendBeacon`, which survives the page unloading (a choice that
 * reloads the page). A choice only announced again on a later page ("stored") is not a
 * new event. On a static host the beacon finds no server, and nothing is recorded.
 */
export function startConsentLog(win: Window): () => void {
  if (!siteConfig.consent.enabled || !siteConfig.consentLog.enabled) return () => {};
  const doc = win.document;
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<ConsentEventDetail>).detail;
    if (detail.action === "stored") return;
    const record = consentRecord(detail, { consentId: ensureConsentId(doc), page: win.location.pathname });
    const body = new Blob([JSON.stringify(record)], { type: "application/json" });
    if (win.navigator.sendBeacon?.(CONSENT_LOG_PATH, body)) return;
    void win.fetch(CONSENT_LOG_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
  };
  doc.addEventListener(CHANGED_EVENT, listener);
  return () => doc.removeEventListener(CHANGED_EVENT, listener);
}
