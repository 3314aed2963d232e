import { ccpaControlVisible, effectiveAllowed, type PageStatus, type RuleSettings } from "./rules";
import type { Category, Decision, Region, RootMarker } from "./types";

/** The engine's mutable state; snapshots are derived from it. */
export interface EngineState {
  readonly decision: Decision;
  readonly status: PageStatus;
  /** The bar is open (shown by itself, reopened, or enabled by custom integration). */
  readonly barOpen: boolean;
  readonly region: Region;
}

/** What a UI renders from; immutable, a new object after every change. */
export interface ConsentSnapshot {
  readonly decision: Decision;
  /** Category slugs whose blocked scripts may run now. */
  readonly allowed: readonly string[];
  /** Show the bar (layer-1 notice). */
  readonly barVisible: boolean;
  /** Show the "Manage consent" tab. */
  readonly showAgainVisible: boolean;
  /** The value of `<html data-consent>`. */
  readonly marker: RootMarker;
  readonly status: PageStatus;
  /** Show the CCPA "Do not sell my personal information" control. */
  readonly ccpaControlVisible: boolean;
  readonly region: Region;
}

export function buildSnapshot(
  state: EngineState,
  categories: readonly Category[],
  settings: RuleSettings & { readonly showAgainTab: boolean },
): ConsentSnapshot {
  const { decision, status, barOpen, region } = state;
  const closedAfterChoice = !barOpen && !status.suppressed;
  return {
    decision,
    allowed: effectiveAllowed(decision, categories, status),
    barVisible: barOpen,
    showAgainVisible: closedAfterChoice && settings.showAgainTab,
    marker: barOpen ? "pending" : closedAfterChoice ? "given" : "hidden",
    status,
    ccpaControlVisible: ccpaControlVisible(settings, region),
    region,
  };
}
