import { rootMarker } from "./marker";
import { effectiveAllowed, type PageStatus } from "./rules";
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
  /** Category slugs whose blocked scripts and content may run now. */
  readonly allowed: readonly string[];
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

export function buildSnapshot(state: EngineState, categories: readonly CategoryCore[], known: boolean): ConsentSnapshot {
  const { decision, status, noticeOpen, preferencesOpen } = state;
  return {
    decision,
    allowed: effectiveAllowed(decision, categories, status),
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
 * Whether content of `ask` may load now: its category is allowed and, where the
 * decision records the service, the service is not refused. Never before the page's
 * consent is known.
 */
export function consentAllows(snapshot: ConsentSnapshot, ask: ConsentAsk): boolean {
  if (!snapshot.known || !snapshot.allowed.includes(ask.category)) return false;
  return ask.service === undefined || !snapshot.status.blocking || snapshot.decision.services[ask.service] !== false;
}
