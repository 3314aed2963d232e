import { useCallback, useSyncExternalStore } from "react";
import type { ConsentEngine } from "../core/engine-api";
import { consentAllows } from "../core/snapshot";
import { PLACEHOLDER_ACCEPT } from "../dom/placeholders";

/** Where a widget's content stands. */
export type ConsentStatus =
  /** Pre-rendered, or hydrating: the page's consent is not known here yet. */
  | "unknown"
  /** The content may load. */
  | "allowed"
  /** Not allowed (yet): show the consent placeholder. */
  | "blocked";

export interface ConsentState {
  readonly status: ConsentStatus;
  /** A placeholder's accept button (`engine.allow`): grants the service (or its category, by `placeholderGrant`) and saves; the status turns "allowed". */
  allow(): void;
  /** Opens the consent preferences (layer 1's settings modal), e.g. from a layer-1 prompt. */
  openSettings(): void;
}

const unknown = (): ConsentStatus => "unknown";

/**
 * One way for a widget to ask whether its content may load: `category`, and `service`
 * when it has one, against the page's one engine (islands are separate React roots, so
 * the engine is passed in; the site binds it once, see `site/app/consent/use-consent.ts`).
 * The server and hydration render "unknown", so the pre-rendered placeholder hydrates
 * without a mismatch; the status then follows every change.
 */
export function useConsent(engine: ConsentEngine, category: string, service?: string): ConsentState {
  const status = useSyncExternalStore(
    engine.subscribe,
    () => (consentAllows(engine.getSnapshot(), { category, service }) ? "allowed" : engine.getSnapshot().known ? "blocked" : "unknown"),
    unknown,
  );
  const allow = useCallback(
    () => engine.allow({ category, service }, { source: PLACEHOLDER_ACCEPT }),
    [engine, category, service],
  );
  const openSettings = useCallback(() => engine.openPreferences(), [engine]);
  return { status, allow, openSettings };
}
