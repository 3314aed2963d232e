import type { ConsentEventDetail } from "../core/ports";
import { ACCEPTED_EVENT, CHANGED_EVENT, LEGACY_ACCEPT_CALLBACK } from "./names";

/**
 * Fires `vitrine:consent-accepted` on `document`; then the plugin's global
 * `CookieLawInfo_Accept_Callback` runs when the site defines one, so site code
 * written for the plugin keeps working.
 */
export function emitAccepted(win: Window, detail: ConsentEventDetail): void {
  win.document.dispatchEvent(new CustomEvent(ACCEPTED_EVENT, { detail }));
  const legacy = (win as unknown as Record<string, unknown>)[LEGACY_ACCEPT_CALLBACK];
  if (typeof legacy === "function") {
    try {
      legacy();
    } catch (error) {
      console.error(error);
    }
  }
}

/** Fires `vitrine:consent-changed` on `document`. */
export function emitChanged(win: Window, detail: ConsentEventDetail): void {
  win.document.dispatchEvent(new CustomEvent(CHANGED_EVENT, { detail }));
}
