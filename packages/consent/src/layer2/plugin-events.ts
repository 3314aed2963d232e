import { parseCookieString } from "../codecs/cookie-string";
import { parseWpConsent, WPCONSENT_COOKIE } from "../codecs/wpconsent";
import type { ConsentEngine } from "../core/engine-api";
import { onConsentEvent } from "../dom/events";
import { CHOICE_EVENT, GPC_MARKER_ATTR } from "../dom/names";
import { PROCESSED_EVENT, SAVED_EVENT, UPDATED_EVENT } from "./names";

/**
 * The plugin's three events after every saved choice, whichever layer or control made it
 * (docs/behaviour/consent-layer-2.md#events), for site code written for the plugin:
 * `wpconsent_consent_saved` on `window` with the preferences as saved (the cookie's
 * object), `wpconsent_consent_updated` on `window` with the same detail when the visitor
 * had answered before, and `wpconsent_consent_processed` on `document`. A withdrawal
 * (no answer left) is not a saved choice. Returns the disposer.
 */
export function watchPluginEvents(engine: ConsentEngine, win: Window): () => void {
  const doc = win.document;
  // The GPC signal honoured on this page view answered for a visitor who had not: its saving is not an update.
  let answered = engine.getSnapshot().decision.consent !== null && !doc.documentElement.hasAttribute(GPC_MARKER_ATTR);
  return onConsentEvent(doc, CHOICE_EVENT, (choice) => {
    if (choice.consent === null) {
      answered = false;
      return;
    }
    const preferences = parseWpConsent(parseCookieString(doc.cookie).get(WPCONSENT_COOKIE)) ?? {};
    const detail = { ...preferences };
    win.dispatchEvent(new CustomEvent(SAVED_EVENT, { detail }));
    if (answered) win.dispatchEvent(new CustomEvent(UPDATED_EVENT, { detail }));
    doc.dispatchEvent(new CustomEvent(PROCESSED_EVENT, { detail }));
    answered = true;
  });
}
