/**
 * Google Consent Mode v2 (docs/decisions/021-consent-mode.md): which storage signals a
 * decision grants. Pure, shared by the inline boot script (the `default` command, before
 * any tag) and the page's code (the `update` command after every choice).
 */

/** A signal's state as Google reads it. */
export type SignalState = "granted" | "denied";

/** Signals every default and update carries as granted: the site needs them to work (the plugin's rule). */
export const ALWAYS_GRANTED = ["functionality_storage", "security_storage"] as const;

export interface ConsentModeRegion {
  /** ISO 3166-2 region codes, e.g. ["ES", "US-CA"]. */
  readonly region: readonly string[];
  /** The signals whose default differs there, e.g. `{ ad_storage: "granted" }`. */
  readonly signals: Readonly<Record<string, SignalState>>;
}

export interface ConsentModeSettings {
  /**
   * Signal → the category slugs (of either layer) that grant it, e.g.
   * `{ analytics_storage: ["statistics", "analytics"] }`: granted when any of them is
   * allowed. This is also how a layer-1 choice reaches the signals.
   */
  readonly signals: Readonly<Record<string, readonly string[]>>;
  /** `wait_for_update` in every default command, ms. */
  readonly waitForUpdate: number;
  /** `gtag('set', 'ads_data_redaction', true)` after the default. */
  readonly adsDataRedaction?: boolean;
  /** `gtag('set', 'url_passthrough', true)` after the default. */
  readonly urlPassthrough?: boolean;
  /** Region-specific defaults for a visitor who has not chosen. */
  readonly regions?: readonly ConsentModeRegion[];
}

/** The configured signals (and the always-granted ones) for the categories `allowed` says run. */
export function consentSignals(settings: Pick<ConsentModeSettings, "signals">, allowed: (slug: string) => boolean): Record<string, SignalState> {
  const out: Record<string, SignalState> = {};
  for (const [signal, slugs] of Object.entries(settings.signals)) out[signal] = slugs.some(allowed) ? "granted" : "denied";
  for (const signal of ALWAYS_GRANTED) out[signal] = "granted";
  return out;
}

/** The page's `gtag`, defined as Google's snippet does when no tag has yet: it queues its arguments on `dataLayer`. */
export function pageGtag(win: Window): (...args: unknown[]) => void {
  const w = win as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  const layer = (w.dataLayer ??= []);
  return (w.gtag ??= function () {
    // Google's tag reads the Arguments object itself from dataLayer, not an array.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  });
}
