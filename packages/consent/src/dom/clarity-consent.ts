import type { ConsentEngine } from "../core/engine-api";
import { consentSignals, type ConsentModeSettings } from "../core/consent-mode";
import { onConsentEvent } from "./events";
import { CHOICE_EVENT, SCRIPTS_DONE_EVENT } from "./names";

type ClarityWindow = Window & { clarity?: (...args: unknown[]) => void };

/**
 * Microsoft Clarity learns the visitor's choice as `consentv2` (its own two signals, from
 * the Consent Mode map: `ad_storage` → `ad_Storage`, `analytics_storage` →
 * `analytics_Storage`; docs/decisions/021-consent-mode.md). The plugin tells it only when
 * `window.clarity` already exists at a choice, which misses the Accept all that loads it
 * and every later page view; here it is told once its tag has run — after each
 * activation sequence, so on every page view where it runs with a stored choice — and
 * after every choice while it runs, each time the signals differ from what it was last
 * told. Returns the disposer.
 */
export function watchClarity(engine: ConsentEngine, win: Window, settings: Pick<ConsentModeSettings, "signals">): () => void {
  let told: string | undefined;
  const tell = () => {
    const clarity = (win as ClarityWindow).clarity;
    const { decision, allowed } = engine.getSnapshot();
    if (typeof clarity !== "function" || decision.consent === null) return;
    const signals = consentSignals(settings, (slug) => allowed.includes(slug));
    const consent = { ad_Storage: signals.ad_storage ?? "denied", analytics_Storage: signals.analytics_storage ?? "denied" };
    const key = JSON.stringify(consent);
    if (key === told) return;
    told = key;
    clarity("consentv2", consent);
  };
  const stops = [onConsentEvent(win.document, CHOICE_EVENT, tell), onConsentEvent(win.document, SCRIPTS_DONE_EVENT, tell)];
  return () => stops.forEach((stop) => stop());
}
