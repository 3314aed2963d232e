import { watchTagConsent, type ConsentEngine } from "@vitrine/consent";

type ClarityWindow = Window & { clarity?: (...args: unknown[]) => void };

/**
 * Microsoft Clarity learns the visitor's choice as `consentv2`, its own two signals from the
 * Consent Mode map (`ad_storage` → `ad_Storage`, `analytics_storage` → `analytics_Storage`;
 * docs/decisions/021-consent-mode.md), once its loader has run and after every choice while
 * it runs (the consent package's `watchTagConsent` says when). Returns the disposer.
 */
export function watchClarity(engine: ConsentEngine, win: Window, signals: Readonly<Record<string, readonly string[]>>): () => void {
  return watchTagConsent(engine, win, {
    signals,
    tag: (page) => (page as ClarityWindow).clarity,
    command: (granted) => ["consentv2", { ad_Storage: granted.ad_storage ?? "denied", analytics_Storage: granted.analytics_storage ?? "denied" }],
  });
}
