import { bypassApplies } from "./bypass";
import type { CategoryMap } from "./category-map";
import { linkedSlugs } from "./category-map";
import { defaultDecision } from "./decision";
import { emptyFlags } from "./flags";
import type { StoredDecision } from "./ports";
import type { CategoryCore, Decision } from "./types";

/**
 * What one page view starts from: read once, by the inline boot script (published on
 * `window.vitrineConsent.reading`; tests make one with the same readers). The engine
 * starts from it and performs the writes it asks for, so cookies are read once and
 * written once per page view.
 */
export interface PageReading {
  readonly decision: Decision;
  /** The bypass parameter applies to this page view. */
  readonly bypass: boolean;
  /** Per store, in the engine's order: records to erase (`stale`) and to write from defaults (`unsaved`). */
  readonly stores: readonly { readonly stale: boolean; readonly unsaved: readonly string[] }[];
}

/** What else a reading depends on. */
interface ReadingContext {
  /** The query string, for the bypass parameter. */
  readonly search: string;
  /** The site's bypass value ("" for none). */
  readonly bypassValue: string;
}

/** A page view's reading from the stores' readings and the decision made of them (one store's, or `mergeReadings`). */
export function readPage(readings: readonly StoredDecision[], decision: Decision, context: ReadingContext): PageReading {
  return {
    decision,
    bypass: bypassApplies(context.search, context.bypassValue, decision),
    stores: readings.map(({ stale, unsaved }) => ({ stale, unsaved })),
  };
}

/**
 * One decision from several stores' readings. The first store with a choice is the
 * source: its answer, and its values for its own categories and every category linked
 * to them; other stores fill the categories the source does not record.
 */
export function mergeReadings(readings: readonly StoredDecision[], map: CategoryMap): Decision {
  const source = (readings.find((r) => r.hasChoice) ?? readings[0])?.decision;
  if (!source) return { consent: null, categories: emptyFlags(), services: emptyFlags() };
  if (readings.length === 1) return source;
  const categories = emptyFlags();
  const services = emptyFlags();
  for (const { decision } of [...readings].reverse()) {
    Object.assign(categories, decision.categories);
    Object.assign(services, decision.services);
  }
  for (const [slug, on] of Object.entries(source.categories)) {
    for (const linked of linkedSlugs(map, slug)) categories[linked] = on;
  }
  Object.assign(services, source.services);
  return { ...source, categories, services };
}

/**
 * Where nothing was read: pre-rendering (nothing stored), or a page whose boot script did
 * not run. Every category at its default and no answer, so the notice asks, and nothing
 * is written for the page view itself.
 */
export function emptyReading(categories: readonly CategoryCore[]): PageReading {
  return { decision: defaultDecision(categories), bypass: false, stores: [] };
}
