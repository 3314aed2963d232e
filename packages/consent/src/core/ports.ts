import type { Decision, RootMarker } from "./types";

/**
 * The engine's side effects, behind small interfaces (architecture.md: "side effects
 * behind small adapters"). Codecs and DOM adapters implement them; tests pass fakes.
 */

/** The browser's cookies, as name → value (values already decoded). */
export interface CookieJar {
  readAll(): ReadonlyMap<string, string>;
  read(name: string): string | undefined;
  /** Writes a cookie with path=/ for `days` (the jar's default when omitted). */
  write(name: string, value: string, days?: number): void;
  /** Erases a cookie for the bare host and every domain variant (compat.md). */
  erase(name: string): void;
}

/** A decision as read back from storage. */
export interface StoredDecision {
  readonly decision: Decision;
  /** The version the stored choice was made under, when the format records one. */
  readonly version: string | undefined;
  /** Anything was stored at all (an answer or a summary record). */
  readonly hasChoice: boolean;
  /** Category slugs that have no record of their own yet (written from defaults on first load). */
  readonly unsaved: readonly string[];
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

/** Persists decisions in one cookie format; one implementation per codec. */
export interface DecisionStore {
  load(): StoredDecision;
  save(decision: Decision, parts: SaveParts): void;
  /** Forgets the answer and/or the summary record. */
  forget(parts: { readonly answer?: boolean; readonly summary?: boolean }): void;
}

/** What the engine tells the page about (the DOM adapter maps these to events). */
export interface ConsentEventDetail {
  readonly consent: "yes" | "no" | null;
  /** Category slugs whose scripts may run now. */
  readonly allowed: readonly string[];
  readonly ccpaOptout?: boolean;
}

/** The engine's outside world. `createBrowserEnvironment` builds the real one. */
export interface ConsentEnvironment {
  readonly jar: CookieJar;
  /** The page's query string, for the bypass parameter. */
  readonly search: string;
  /** Activates the blocked scripts `mayRun` allows, then calls `done`. Absent where there is no DOM. */
  readonly activate?: (mayRun: (category: string) => boolean, triggerDomRefresh: boolean, done: () => void) => void;
  readonly reload: () => void;
  /** Asks a yes/no question (the CCPA opt-out prompt). */
  readonly confirm: (message: string) => boolean | Promise<boolean>;
  /** Publishes "accepted" (after each accept) and "changed" (after every decision change). */
  readonly emit?: (kind: "accepted" | "changed", detail: ConsentEventDetail) => void;
  /** Sets the `<html data-consent>` marker. */
  readonly mark?: (marker: RootMarker) => void;
}
