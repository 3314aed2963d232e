import type { ChoiceSource } from "./choice";
import type { PageReading } from "./reading";
import type { GateAsk } from "./rules";
import type { Category, Decision, Flags, RootMarker } from "./types";

/** How one cookie is written. */
export interface CookieWrite {
  /** Lifetime in days. @default the jar's */
  readonly days?: number;
  /** A `domain` attribute (shared consent's registrable domain). @default none: a host-only cookie */
  readonly domain?: string;
}

/** Cookie access for one site: name → value (values already decoded). */
export interface CookieJar {
  readAll(): ReadonlyMap<string, string>;
  read(name: string): string | undefined;
  /** Writes a cookie with path=/. */
  write(name: string, value: string, how?: CookieWrite): void;
  /** Erases a cookie for the bare host and every domain variant (docs/behaviour/consent-layer-1.md#cookies). */
  erase(name: string): void;
  /**
   * Erases every cookie the page can see, on every domain and path variant, and from
   * then on refuses every cookie write by the page's scripts (layer 2's save-and-reload
   * rule, docs/behaviour/consent-layer-2.md#saving). `thenSave` runs in between: the
   * engine's own writes.
   */
  eraseAllAndFreeze?(thenSave: () => void): void;
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
  /** The record's text as stored, whose fingerprint tells whether it changed since every format was last written together. */
  readonly raw?: string;
  /** More than one copy of the record was sent (host-only and domain-wide): the newest was read. */
  readonly duplicate?: boolean;
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
  /** The record's text as stored now (as its reader's `raw`), for the fingerprints of `newerOf`. */
  raw(): string;
  /** The cookie the store's record lives in, for `ConsentEngine.record`. */
  readonly name?: string;
  /** The record the store writes (and so holds) for `decision`, as its format's object; undefined when it writes none. */
  record?(decision: Decision): Readonly<Record<string, unknown>> | undefined;
}

/** Makes a store over the page's cookie jar, for the engine's normalised categories. */
export type StoreFactory = (jar: CookieJar, categories: readonly Category[]) => DecisionStore;

/** What the engine tells the page about (the DOM adapter dispatches these as events). */
export interface ConsentEventDetail {
  readonly consent: "yes" | "no" | null;
  /** Category slugs whose scripts may run now. */
  readonly allowed: readonly string[];
  readonly ccpaOptout?: boolean;
}

/**
 * A choice, as the `choice` event tells it: the decision saved, and how it was made
 * (docs/decisions/020-consent-layer-2-and-the-bridge.md#choices-say-how-they-were-made).
 */
export interface ConsentChoiceDetail extends ConsentEventDetail, ChoiceSource {
  /** One boolean per configured category slug, as saved. */
  readonly categories: Flags;
  /** One boolean per configured service slug, as saved. */
  readonly services: Flags;
  /** The decision came from the Global Privacy Control signal (true) or a visitor overriding it (false). */
  readonly gpc?: boolean;
  /** The page reloads right after (this is its last event). */
  readonly reloading: boolean;
}

/**
 * The engine's events: "accepted" after each accept (and once for a stored yes),
 * "changed" after every decision change, "choice" after every answer and withdrawal, with how it was made.
 */
export type EngineEvent = "accepted" | "changed" | "choice";

/** One activation sequence. */
export interface ActivationRequest {
  /** Whether a blocked script of this category (and, in layer 2's markup, service, under its unlock rule) may run now. */
  readonly mayRun: (ask: GateAsk) => boolean;
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
  /** Publishes an engine event ("choice" carries a `ConsentChoiceDetail`). */
  readonly emit?: (event: EngineEvent, detail: ConsentEventDetail | ConsentChoiceDetail) => void;
  /** Sets the `<html data-consent>` marker. */
  readonly mark?: (marker: RootMarker) => void;
}
