import { useConsent as useEngineConsent, type ConsentState } from "@vitrine/consent/react";
import { pageConsent } from "./page-consent";

/**
 * What a widget asks before its content loads: `useConsent("marketing", "youtube")`.
 * Status "unknown" when pre-rendered and while hydrating, then "allowed" or "blocked",
 * following every choice made anywhere on the page; `allow()` grants the category and
 * service, `openSettings()` opens the consent settings. Without React:
 * `watchConsent(pageConsent(), { category, service }, listener)` or `whenAllowed(…)`.
 */
export function useConsent(category: string, service?: string): ConsentState {
  return useEngineConsent(pageConsent(), category, service);
}
