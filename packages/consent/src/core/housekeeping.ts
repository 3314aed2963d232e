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
 * record is forgotten (with the non-necessary cookies, for consent-version renewal),
 * duplicate copies are erased, missing per-category records are written from the
 * defaults, a store that had no choice or disagreed with the newer one is rewritten to
 * agree (docs/decisions/020-consent-layer-2-and-the-bridge.md#newer-wins), and a bypassed
 * page view's summary record says every category ran
 * (docs/behaviour/consent-layer-1.md#first-page-view). Returns whether it wrote anything.
 */
export function housekeep(reading: PageReading, stores: readonly DecisionStore[], io: Io): boolean {
  let wrote = false;
  reading.stores.forEach((s, i) => {
    if (s.stale || s.duplicate) stores[i]?.forget({ answer: true, summary: s.stale });
  });
  // A renewal that leaves the visitor unanswered takes the optional cookies with it; a
  // stale record another format's choice replaces does not.
  if (reading.stores.some((s) => s.stale) && reading.decision.consent === null) io.eraseNonNecessary();
  reading.stores.forEach((s, i) => {
    if (s.rewrite && reading.decision.consent !== null) {
      stores[i]?.save(reading.decision, { answer: true, categories: true, summary: true });
      wrote = true;
    } else if (s.unsaved.length) {
      stores[i]?.save(reading.decision, { categories: s.unsaved });
      wrote = true;
    }
  });
  if (reading.bypass) {
    // What a scanner sees run; the answer stays unset.
    const everything = emptyFlags();
    for (const slug of io.categories) everything[slug] = true;
    io.saveAll({ ...reading.decision, categories: everything }, { summary: true });
    wrote = true;
  }
  return wrote;
}
