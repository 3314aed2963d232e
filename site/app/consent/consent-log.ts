import { CHOICE_EVENT, type ConsentChoiceDetail } from "@vitrine/consent";
import pagePart from "~/config/parts/page";
import { ensureConsentId, randomId } from "./consent-id-cookie";
import { CONSENT_LOG_PATH } from "./consent-log-names.mjs";

/** What the server's consent log takes for one choice (site/server/consent/consent-record.mjs). */
export function consentRecord(detail: ConsentChoiceDetail, at: { consentId: string; page: string }) {
  return {
    consentId: at.consentId,
    // A choice no presentation made (site code calling the engine) is the site's own.
    layer: detail.layer === null ? "site" : String(detail.layer),
    control: detail.control,
    method: detail.method,
    ...(detail.openedFrom === undefined ? {} : { openedFrom: detail.openedFrom }),
    consent: detail.consent,
    categories: detail.categories,
    services: detail.services,
    ...(detail.ccpaOptout === undefined ? {} : { ccpaOptout: detail.ccpaOptout }),
    ...(detail.gpc === undefined ? {} : { gpc: detail.gpc }),
    page: at.page,
  };
}

/**
 * Proof of consent (docs/decisions/028-proof-of-consent.md): every choice and withdrawal,
 * from either layer and by any method (the engine's `choice` event), is sent to the
 * site's consent log with `navigator.sendBeacon`, which survives the page unloading (a
 * choice that reloads the page). On a static host the beacon finds no server, and
 * nothing is recorded.
 */
export function startConsentLog(win: Window): () => void {
  // Either layer runs the engine (site/app/consent/page-consent.ts).
  if (!(pagePart.consent.enabled || pagePart.layer2.enabled) || !pagePart.consentLog.enabled) return () => {};
  const doc = win.document;
  const listener = (event: Event) => {
    // The log is the proof, not the choice: whatever fails here, the choice stands and the page goes on.
    try {
      const detail = (event as CustomEvent<ConsentChoiceDetail>).detail;
      // The event's own id: a send repeated on its way (a retry, another server instance) is
      // logged once (docs/decisions/033-limits-and-idempotency-in-the-database.md).
      const record = { ...consentRecord(detail, { consentId: ensureConsentId(doc), page: win.location.pathname }), eventId: randomId(win.crypto) };
      const body = new Blob([JSON.stringify(record)], { type: "application/json" });
      if (win.navigator.sendBeacon?.(CONSENT_LOG_PATH, body)) return;
      void win.fetch(CONSENT_LOG_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
    } catch (error) {
      console.error("Consent log: the choice was not recorded", error);
    }
  };
  doc.addEventListener(CHOICE_EVENT, listener);
  return () => doc.removeEventListener(CHOICE_EVENT, listener);
}
