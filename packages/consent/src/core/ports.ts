import type { ChoiceOrigin, ConsentAction } from "./origin";
import type { PageReading } from "./reading";
import type { Category, Decision, Flags, RootMarker } from "./types";

/** Cookie access for one site: name → value (values already decoded). */
export interface CookieJar {
  readAll(): ReadonlyMap<string, string>;
  read(name: string): string | undefined;
  /** Writes a cookie with path=/ for `days` (the jar's default when omitted). */
  write(name: string, value: string, days?: number): void;
  /** Erases a cookie for the bare host and every domain variant (docs/behaviour/consent-layer-1.md#cookies). */
  erase(name: string): void;
}

/** A decision as one cookie format records it (a codec's reader never throws: unreadable records are logged and read as absent). */
export interface StoredDecision {
  readonly decision: Decision;
  /** Anything was stored at all (an answer or a summary record). */
  readonly hasChoice: boolean;
  /** Category slugs that have no record of their own yet (written from defaults when the engine starts). */
  readonly unsaved: readonly string[];
  /** The record was made under another consent version: it was read as absent and must be erased. */
  readonly stale: boolean;
}

/** Which parts of a decision to write. */
export interface SaveParts {
  /** The yes/no answer. */
  readonly answer?: boolean;
  /** Per-category records: all, or the slugs named. */
  readonly categories?: true | readonly string[];
  /** The summary record (for layer 1 `CookieLawInfoConsent`, merged into the existing one). */
  readonly summary?: boolean;
}

/**
 * Writes decisions in one cookie format; one per codec. Reading is the codec's own
 * function (`readCookieLawInfo`, `readWpConsent`), run once per page view by the boot
 * script, whose reading the engine starts from.
 */
export interface DecisionStore {
  save(decision: Decision, parts: SaveParts): void;
  /** Forgets the answer and/or the summary record. */
  forget(parts: { readonly answer?: boolean; readonly summary?: boolean }): void;
}

/** Makes a store over the page's cookie jar, for the engine's normalised categories. */
export type StoreFactory = (jar: CookieJar, categories: readonly Category[]) => DecisionStore;

/**
 * What the engine tells the page about (the DOM adapter dispatches these as events).
 * The consent log sends each "changed" detail as it is (docs/decisions/028-proof-of-consent.md).
 */
export interface ConsentEventDetail {
  readonly consent: "yes" | "no" | null;
  /** Category slugs whose scripts may run now. */
  readonly allowed: readonly string[];
  /** Every configured category, on or off. */
  readonly categories: Flags;
  /** Every recorded service, on or off (layer 2); empty without services. */
  readonly services: Flags;
  readonly ccpaOptout?: boolean;
  /** What kind of change this is. */
  readonly action: ConsentAction;
  /** How it came about, when the presentation said so. */
  readonly origin?: ChoiceOrigin;
}

/** The engine's events: "accepted" after each accept (and once for a stored yes), "changed" after every decision change. */
export type EngineEvent = "accepted" | "changed";

/** One activation sequence. */
export interface ActivationRequest {
  /** Whether a blocked script of this category may run now. */
  readonly mayRun: (category: string) => boolean;
  /** Dispatch a synthetic DOMContentLoaded after the sequence (the plugin's `triggerDomRefresh`). */
  readonly triggerDomRefresh: boolean;
}

/** The engine's outside world. `createBrowserEnvironment` builds the real one. */
export interface ConsentEnvironment {
  readonly jar: CookieJar;
  /** The page's query string, for the bypass parameter. */
  readonly search: string;
  /** What the inline boot script read on this page view, when it ran (the engine then reads no cookie itself). */
  readonly reading?: () => PageReading | undefined;
  /** Activates the blocked scripts the request allows, once the document is parsed, then calls `done`. Absent where there is no DOM. */
  readonly activate?: (request: ActivationRequest, done: () => void) => void;
  readonly reload: () => void;
  /** Publishes an engine event. */
  readonly emit?: (event: EngineEvent, detail: ConsentEventDetail) => void;
  /** Sets the `<html data-consent>` marker. */
  readonly mark?: (marker: RootMarker) => void;
}
