import { consentSignals, pageGtag, type ConsentModeSettings } from "../core/consent-mode";

/**
 * Consent Mode's `default` command, sent by the inline boot before any tag can run
 * (docs/decisions/021-consent-mode.md): the signals of the page view's decision (a new
 * visitor: denied, or granted in opt-out mode; a returning one: their stored choice),
 * the region-specific defaults for a visitor who has not chosen, `wait_for_update` in
 * each, then the optional `ads_data_redaction` and `url_passthrough`.
 */
export function consentModeDefault(win: Window, allowed: (slug: string) => boolean, settings: ConsentModeSettings, chosen: boolean): void {
  const gtag = pageGtag(win);
  const wait = { wait_for_update: settings.waitForUpdate };
  const signals = consentSignals(settings, allowed);
  gtag("consent", "default", { ...signals, ...wait });
  if (!chosen) for (const { region, signals: own } of settings.regions ?? []) gtag("consent", "default", { ...signals, ...own, region, ...wait });
  if (settings.adsDataRedaction) gtag("set", "ads_data_redaction", true);
  if (settings.urlPassthrough) gtag("set", "url_passthrough", true);
}
