import { rootMarker } from "./marker";
import { effectiveAllowed, scriptGate, type PageStatus } from "./rules";
import type { CategoryCore, Decision, RootMarker } from "./types";

/** The engine's mutable state; snapshots are derived from it. */
export interface EngineState {
  readonly decision: Decision;
  readonly status: PageStatus;
  /** The notice (layer 1's bar) is open: shown by itself, reopened, or enabled by custom integration. */
  readonly noticeOpen: boolean;
  /** The preferences (layer 1's settings modal) are open. */
  readonly preferencesOpen: boolean;
}

/** What presentations and widgets render from; immutable, a new object after every change. */
export interface ConsentSnapshot {
  readonly decision: Decision;
  /** Category slugs whose blocked scripts (layer 1's markup) may run now. */
  readonly allowed: readonly string[];
  /**
   * Whether content asking for this category and service may load now, by layer 2's
   * unlock rule (docs/behaviour/consent-layer-2.md#unlock-rule); use `consentAllows`.
   */
  readonly unlocks: (ask: ConsentAsk) => boolean;
  /**
   * The page's consent is known: false in the snapshot of a pre-rendered page, where
   * nothing was read (presentations then leave visibility to CSS and the `<html>` marker).
   */
  readonly known: boolean;
  readonly noticeOpen: boolean;
  readonly preferencesOpen: boolean;
  /** The value of `<html data-consent>`. */
  readonly marker: RootMarker;
  readonly status: PageStatus;
}

function unlocker(decision: Decision, categories: readonly CategoryCore[], status: PageStatus): (ask: ConsentAsk) => boolean {
  const gate = scriptGate(decision, categories, status);
  return (ask) => gate({ ...ask, unlockRule: true });
}

export function buildSnapshot(state: EngineState, categories: readonly CategoryCore[], known: boolean): ConsentSnapshot {
  const { decision, status, noticeOpen, preferencesOpen } = state;
  return {
    decision,
    allowed: effectiveAllowed(decision, categories, status),
    unlocks: unlocker(decision, categories, status),
    known,
    noticeOpen,
    preferencesOpen,
    marker: rootMarker(noticeOpen, status.suppressed),
    status,
  };
}

/** What a widget asks about: a category, and the service within it when it has one. */
export interface ConsentAsk {
  readonly category: string;
  readonly service?: string;
}

/**
 * Whether content of `ask` may load now, by layer 2's unlock rule
 * (docs/behaviour/consent-layer-2.md#unlock-rule): a locked category always; otherwise
 * its category is allowed and, where services are toggled one by one
 * (`manualServices`), the service itself is. Never before the page's consent is known.
 */
export function consentAllows(snapshot: ConsentSnapshot, ask: ConsentAsk): boolean {
  return snapshot.known && snapshot.unlocks(ask);
}
