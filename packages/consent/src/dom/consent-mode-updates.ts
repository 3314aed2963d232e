import type { ConsentEngine } from "../core/engine-api";
import { consentSignals, pageGtag, type ConsentModeSettings } from "../core/consent-mode";
import { CHOICE_EVENT } from "./names";

/**
 * Consent Mode's `update` command after every choice, whichever layer or control made it
 * (docs/decisions/021-consent-mode.md): the signals of the categories now allowed,
 * through the configured map (a tag with a command of its own learns it through `watchTagConsent`). Returns the
 * disposer.
 */
export function watchConsentMode(engine: ConsentEngine, win: Window, settings: Pick<ConsentModeSettings, "signals">): () => void {
  const send = () => {
    const allowed = engine.getSnapshot().allowed;
    const signals = consentSignals(settings, (slug) => allowed.includes(slug));
    pageGtag(win)("consent", "update", signals);
  };
  win.document.addEventListener(CHOICE_EVENT, send);
  return () => win.document.removeEventListener(CHOICE_EVENT, send);
}
