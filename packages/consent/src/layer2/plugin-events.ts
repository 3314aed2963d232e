import { WPCONSENT_COOKIE } from "../codecs/wpconsent";
import type { ConsentEngine } from "../core/engine-api";
import { onConsentEvent } from "../dom/events";
import { CHOICE_EVENT, GPC_MARKER_ATTR } from "../dom/names";
import { afterDomContentLoaded } from "../dom/script-activator";
import { BANNER_INITIALIZED_EVENT, CONSENT_TYPE_EVENT, PROCESSED_EVENT, SAVED_EVENT, UPDATED_EVENT } from "./names";

type PluginWindow = Window & { wp_consent_type?: "optin" | "optout"; dataLayer?: unknown[] };

/**
 * The plugin's events, for site code written for it (docs/behaviour/consent-layer-2.md#events),
 * in the plugin's order (WPConsent 1.1's banner script):
 *
 * - on every page view, once the document is parsed: `window.wp_consent_type` ("optin",
 *   or "optout" with `defaultAllow`; set at once) and `wp_consent_type_defined` on
 *   `document`; with a stored choice, `wpconsent_consent_processed`; the events of a
 *   choice saved before the parse (the GPC signal's); then `wpconsent_banner_initialized`
 *   on `window`;
 * - after every saved choice, whichever layer or control made it:
 *   `wpconsent_consent_processed` on `document`, then `wpconsent_consent_saved` on
 *   `window`, then `wpconsent_consent_updated` on `window` when the visitor had answered
 *   before. A withdrawal (no answer left) is not a saved choice.
 *
 * Each `processed` also pushes `{ event: "wpconsent_consent_processed", wpconsentPreferences }`
 * to `dataLayer`, so a tag manager can trigger on it. The detail of every event is the
 * preferences as the layer-2 store saved them (the cookie's object). Returns the disposer.
 */
export function watchPluginEvents(engine: ConsentEngine, win: Window): () => void {
  const doc = win.document;
  const w = win as PluginWindow;
  w.wp_consent_type = engine.options.defaultAllow ? "optout" : "optin";
  const preferences = () => ({ ...engine.record(WPCONSENT_COOKIE) });
  const processed = (detail: Record<string, unknown>) => {
    doc.dispatchEvent(new CustomEvent(PROCESSED_EVENT, { detail }));
    (w.dataLayer ??= []).push({ event: PROCESSED_EVENT, wpconsentPreferences: detail });
  };
  // The GPC signal honoured on this page view answered for a visitor who had not: its saving is not an update.
  const gpcPageView = doc.documentElement.hasAttribute(GPC_MARKER_ATTR);
  let answered = engine.getSnapshot().decision.consent !== null && !gpcPageView;
  const storedChoice = answered;
  let stopped = false;
  // A choice saved before the document is parsed (the GPC signal's, saved as the engine
  // starts) has its events after the consent type's, as the plugin orders them.
  let early: (() => void)[] | undefined = [];
  const stopChoices = onConsentEvent(doc, CHOICE_EVENT, (choice) => {
    if (choice.consent === null) {
      answered = false;
      return;
    }
    const detail = preferences();
    const update = answered;
    answered = true;
    const fire = () => {
      processed(detail);
      win.dispatchEvent(new CustomEvent(SAVED_EVENT, { detail }));
      if (update) win.dispatchEvent(new CustomEvent(UPDATED_EVENT, { detail }));
    };
    if (early) early.push(fire);
    else fire();
  });
  afterDomContentLoaded(doc, () => {
    const held = early ?? [];
    early = undefined;
    if (stopped) return;
    doc.dispatchEvent(new CustomEvent(CONSENT_TYPE_EVENT));
    // A choice saved on this page view before it was parsed (the GPC signal) has its own instead.
    if (storedChoice) processed(preferences());
    held.forEach((fire) => fire());
    win.dispatchEvent(new CustomEvent(BANNER_INITIALIZED_EVENT));
  });
  return () => {
    stopped = true;
    stopChoices();
  };
}
