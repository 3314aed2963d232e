import { bypassApplies } from "./bypass";
import type { CategoryMap } from "./category-map";
import { linkedSlugs } from "./category-map";
import { defaultDecision } from "./decision";
import { emptyFlags } from "./flags";
import type { StoredDecision } from "./ports";
import type { CategoryCore, Decision } from "./types";

/** What one store must do when the engine starts. */
export interface StoreReading {
  /** The record was made under another consent version (or covers too little): erase it. */
  readonly stale: boolean;
  /** Per-category records to write from the defaults. */
  readonly unsaved: readonly string[];
  /** Write the page view's decision in this format: it had none, or disagreed with the newer one. */
  readonly rewrite?: boolean;
  /** Several copies of the record exist (host-only and domain-wide): erase them all, then rewrite one. */
  readonly duplicate?: boolean;
}

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
  /** Per store, in the engine's order. */
  readonly stores: readonly StoreReading[];
  /** The Global Privacy Control signal was honoured on this page view: save the decision as its choice (docs/behaviour/consent-layer-2.md#global-privacy-control). */
  readonly gpc?: boolean;
}

/** What else a reading depends on. */
interface ReadingContext {
  /** The query string, for the bypass parameter. */
  readonly search: string;
  /** The site's bypass value ("" for none). */
  readonly bypassValue: string;
}

/** A page view's reading from the stores' readings and the decision made of them (one store's, or `mergeReadings`'s). */
export function readPage(
  readings: readonly StoredDecision[],
  decision: Decision,
  context: ReadingContext,
  rewrite: readonly boolean[] = [],
): PageReading {
  return {
    decision,
    bypass: bypassApplies(context.search, context.bypassValue, decision),
    stores: readings.map(({ stale, unsaved, duplicate }, i) => ({ stale, unsaved, rewrite: rewrite[i] === true || duplicate === true, duplicate })),
  };
}

/** What `mergeReadings` makes of several stores: the decision, and which stores must be rewritten to agree with it. */
export interface MergedReading {
  readonly decision: Decision;
  readonly rewrite: readonly boolean[];
}

/** Whether slug `slug` runs by this decision. */
const runs = (d: Decision, slug: string) => d.consent === "yes" && d.categories[slug] === true;

/**
 * Whether two stores' decisions say the same about every optional purpose the map links.
 * Locked categories always run, whatever the answer, so they never disagree (layer 1's
 * "yes" with nothing optional and layer 2's record of only `essential` are one choice).
 */
function agree(a: Decision, b: Decision, map: CategoryMap, locked: ReadonlySet<string>): boolean {
  return Object.keys(a.categories).every(
    (slug) =>
      locked.has(slug) ||
      linkedSlugs(map, slug).every((other) => other === slug || !(other in b.categories) || runs(a, slug) === runs(b, other)),
  );
}

/** A short hash of a record's text (FNV-1a), to tell later whether it changed. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x1000193);
  return (hash >>> 0).toString(36);
}

/**
 * Of stores that hold disagreeing choices, the newer (docs/decisions/020-consent-layer-2-and-the-bridge.md#newer-wins):
 * cookies carry no date a script can read, so the engine records the fingerprint of
 * every format each time it writes them all (`synced`, in the stores' order). A record
 * whose fingerprint no longer matches was written since, elsewhere (a WordPress site on
 * another subdomain sharing the layer-2 cookie, the old site on this host): it is the
 * newer. When that does not tell (no record, or every one changed), the last store with
 * a choice is taken: layer 2's, whose cookie lives `consent_duration` days (30) where
 * layer 1's lives a year, so it was written more recently than layer 1's may have been.
 */
export function newerOf(readings: readonly StoredDecision[], chosen: readonly number[], synced: readonly string[] | undefined): number {
  const moved = chosen.filter((i) => synced !== undefined && synced[i] !== fingerprint(readings[i]!.raw ?? ""));
  return moved.length === 1 ? moved[0]! : chosen[chosen.length - 1]!;
}

/** What merging needs besides the readings. */
export interface MergeContext {
  readonly map: CategoryMap;
  /** Every category of every store (which are locked, which services each holds). */
  readonly categories: readonly CategoryCore[];
  /** The fingerprints recorded when every format was last written together, in the stores' order. */
  readonly synced?: readonly string[];
}

/**
 * One decision from several stores' readings: the store with a choice is the source —
 * of several that agree, the first; of several that disagree, the newer (`newerOf`). The
 * source's answer and categories stand, every category linked to one of them follows
 * it, and so do that category's services where it changed (where it already agreed, a
 * service granted on its own stays granted). A category no link ties to the source keeps
 * the value its own store chose, or, where its store holds no choice, is off (locked
 * ones on): a returning visitor gets exactly what the cookie they carry allows. Every
 * store that had no choice, or disagreed, is rewritten to agree.
 */
export function mergeReadings(readings: readonly StoredDecision[], context: MergeContext): MergedReading {
  const { map, categories: all, synced } = context;
  const chosen = readings.flatMap((r, i) => (r.hasChoice ? [i] : []));
  const none = readings.map(() => false);
  if (chosen.length === 0) {
    const categories = emptyFlags();
    const services = emptyFlags();
    for (const { decision } of [...readings].reverse()) {
      Object.assign(categories, decision.categories);
      Object.assign(services, decision.services);
    }
    return { decision: { ...(readings[0]?.decision ?? defaultDecision(all)), categories, services }, rewrite: none };
  }
  const locked = new Set(all.filter((c) => c.locked).map((c) => c.slug));
  const agreeing = chosen.every((i) => agree(readings[chosen[0]!]!.decision, readings[i]!.decision, map, locked));
  const sourceIndex = agreeing ? chosen[0]! : newerOf(readings, chosen, synced);
  const source = readings[sourceIndex]!.decision;
  const categories = emptyFlags();
  const services = emptyFlags();
  readings.forEach(({ decision, hasChoice }, i) => {
    if (i === sourceIndex) return;
    for (const [slug, on] of Object.entries(decision.categories)) categories[slug] = hasChoice ? on : locked.has(slug);
    for (const [slug, on] of Object.entries(decision.services)) services[slug] = hasChoice && on;
  });
  for (const [slug, on] of Object.entries(source.categories)) {
    for (const linked of linkedSlugs(map, slug)) {
      if (linked !== slug && !(linked in categories)) continue;
      const changed = categories[linked] !== on;
      categories[linked] = on;
      // A linked category that already agreed keeps its services: one granted on its own stays granted.
      if (linked === slug || !changed) continue;
      for (const service of all.find((c) => c.slug === linked)?.services ?? []) services[service] = on;
    }
  }
  Object.assign(services, source.services);
  const rewrite = readings.map((r, i) => i !== sourceIndex && (!r.hasChoice || !agree(source, r.decision, map, locked)));
  const ccpaOptout = readings.map((r) => r.decision.ccpaOptout).find((v) => v !== undefined);
  // Who made the choice (the GPC signal or the visitor) only layer 2's record says: when the
  // stores agree, it is that choice's, whichever store is the source; when one disagreeing
  // is newer, it is that one's own (docs/behaviour/consent-layer-2.md#global-privacy-control).
  const gpc = source.gpc ?? (agreeing ? chosen.map((i) => readings[i]!.decision.gpc).find((v) => v !== undefined) : undefined);
  return {
    decision: {
      consent: source.consent,
      categories,
      services,
      ...(ccpaOptout === undefined ? {} : { ccpaOptout }),
      ...(gpc === undefined ? {} : { gpc }),
    },
    rewrite,
  };
}

/**
 * Where nothing was read: pre-rendering (nothing stored), or a page whose boot script did
 * not run. Every category at its default and no answer, so the notice asks, and nothing
 * is written for the page view itself.
 */
export function emptyReading(categories: readonly CategoryCore[]): PageReading {
  return { decision: defaultDecision(categories), bypass: false, stores: [] };
}
