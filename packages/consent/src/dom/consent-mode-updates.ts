import type { ConsentEngine } from "../core/engine-api";
import { consentSignals, pageGtag, type ConsentModeSettings } from "../core/consent-mode";
import { CHOICE_EVENT } from "./names";

type ClarityWindow = Window & { clarity?: (...args: unknown[]) => void };

/**
 * Consent Mode's `update` command after every choice, whichever layer or control made it
 * (docs/decisions/021-consent-mode.md): the signals of the categories now allowed,
 * through the configured map. Where a session-analytics tag exposes `window.clarity`,
 * the same choice is passed to it as `consentv2` (its own two signals). Returns the
 * disposer.
 */
export function watchConsentMode(engine: ConsentEngine, win: Window, settings: Pick<ConsentModeSettings, "signals">): () => void {
  const send = () => {
    const allowed = engine.getSnapshot().allowed;
    const signals = consentSignals(settings, (slug) => allowed.includes(slug));
    pageGtag(win)("consent", "update", signals);
    const clarity = (win as ClarityWindow).clarity;
    if (typeof clarity === "function") {
      clarity("consentv2", { ad_Storage: signals.ad_storage ?? "denied", analytics_Storage: signals.analytics_storage ?? "denied" });
    }
  };
  win.document.addEventListener(CHOICE_EVENT, send);
  return () => win.document.removeEventListener(CHOICE_EVENT, send);
}
