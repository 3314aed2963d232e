/**
 * PROTOTYPE, for measuring only (measure.mjs): Google Consent Mode v2's default command
 * as a boot script would send it, from the page view's decision. Issue 9 writes the real one.
 */
import type { Decision } from "../../src/core/types";

export interface ConsentModeSettings {
  /** Google signal → the category slugs that grant it. */
  readonly signals: Readonly<Record<string, readonly string[]>>;
  readonly waitForUpdate: number;
  readonly adsDataRedaction?: boolean;
  readonly urlPassthrough?: boolean;
  /** Opt-out mode: granted until the visitor says otherwise. */
  readonly optOut?: boolean;
  readonly regions?: readonly { readonly region: readonly string[]; readonly granted: readonly string[] }[];
}

type Gtag = (...args: unknown[]) => void;

export function consentModeDefault(win: Window, decision: Decision, settings: ConsentModeSettings): void {
  const w = win as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  const layer = (w.dataLayer ??= []);
  const gtag: Gtag = (w.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  });
  const state = (on: boolean) => (on ? "granted" : "denied");
  const signals: Record<string, string | number> = { functionality_storage: "granted", security_storage: "granted" };
  for (const [signal, slugs] of Object.entries(settings.signals)) {
    signals[signal] = state(decision.consent === null ? !!settings.optOut : slugs.some((s) => decision.categories[s] === true));
  }
  for (const r of settings.regions ?? []) {
    const regional: Record<string, unknown> = { ...signals, region: r.region };
    for (const g of r.granted) regional[g] = "granted";
    gtag("consent", "default", regional);
  }
  gtag("consent", "default", { ...signals, wait_for_update: settings.waitForUpdate });
  if (settings.adsDataRedaction) gtag("set", "ads_data_redaction", true);
  if (settings.urlPassthrough) gtag("set", "url_passthrough", true);
}
