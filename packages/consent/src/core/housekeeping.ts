import { emptyFlags } from "./flags";
import type { DecisionStore, SaveParts } from "./ports";
import type { PageReading } from "./reading";
import type { Decision } from "./types";

interface Io {
  readonly saveAll: (decision: Decision, parts: SaveParts) => void;
  readonly eraseNonNecessary: () => void;
  /** Every configured category slug. */
  readonly categories: readonly string[];
}

/**
 * The writes a page view's reading asks for, done once when the engine starts: a stale
 * record is forgotten with the non-necessary cookies (consent-version renewal), missing
 * per-category records are written from the defaults, and a bypassed page view's summary
 * record says every category ran (docs/behaviour/consent-layer-1.md#first-page-view).
 */
export function housekeep(reading: PageReading, stores: readonly DecisionStore[], io: Io): void {
  reading.stores.forEach((s, i) => {
    if (s.stale) stores[i]?.forget({ answer: true, summary: true });
  });
  if (reading.stores.some((s) => s.stale)) io.eraseNonNecessary();
  reading.stores.forEach((s, i) => {
    if (s.unsaved.length) stores[i]?.save(reading.decision, { categories: s.unsaved });
  });
  if (reading.bypass) {
    // What a scanner sees run; the answer stays unset.
    const everything = emptyFlags();
    for (const slug of io.categories) everything[slug] = true;
    io.saveAll({ ...reading.decision, categories: everything }, { summary: true });
  }
}
