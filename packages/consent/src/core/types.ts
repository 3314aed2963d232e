/**
 * The consent model shared by both presentations (docs/decisions/001-consent-engine.md).
 * Nothing here knows a cookie format: codecs translate between these types and what the
 * browser stores.
 */

/** The visitor's answer: accepted, rejected, or not asked yet (docs/behaviour/consent-layer-1.md#cookies). */
export type ConsentAnswer = "yes" | "no" | null;

/** A cookie a category sets; only the name matters to the engine. */
export type CookieRef = string | { readonly name: string };

/** A service inside a category (layer 2 works on service slugs, docs/behaviour/consent-layer-2.md). */
interface ServiceConfig {
  readonly slug: string;
  readonly name?: string;
}

/** A category as a site configures it. */
export interface CategoryConfig {
  /** Slug used in cookies and on blocked scripts (`data-cli-script-type`). */
  readonly slug: string;
  readonly name?: string;
  readonly description?: string;
  /** State before the visitor chooses. @default false */
  readonly defaultEnabled?: boolean;
  /** Necessary or strictly enabled: always on, cannot be turned off (docs/behaviour/consent-layer-1.md#categories). @default false */
  readonly locked?: boolean;
  /** Cookies this category sets; erased when the category is not allowed. @default [] */
  readonly cookies?: readonly CookieRef[];
  /** Services of this category (layer 2). @default [] */
  readonly services?: readonly ServiceConfig[];
}

/** What the rules and codecs need of a category (the boot script carries only this). */
export interface CategoryCore {
  readonly slug: string;
  readonly defaultEnabled: boolean;
  readonly locked: boolean;
  readonly cookies: readonly string[];
  /** Service slugs (layer 2); layer 1 has none. */
  readonly services?: readonly string[];
}

/** A category after normalisation: every field present. */
export interface Category extends CategoryCore {
  readonly name: string;
  readonly description: string;
  readonly services: readonly string[];
}

/** Per-slug booleans, built on a null prototype so no slug can reach Object.prototype. */
export type Flags = Readonly<Record<string, boolean>>;

/** What the visitor decided. */
export interface Decision {
  readonly consent: ConsentAnswer;
  /** One boolean per configured category slug. */
  readonly categories: Flags;
  /** Per-service booleans (layer 2); empty when no services are configured. */
  readonly services: Flags;
  /** CCPA "Do not sell" opt-out; undefined until the visitor uses the control. */
  readonly ccpaOptout?: boolean;
  /**
   * Whether the Global Privacy Control signal made this decision (true) or the visitor
   * overrode it with a choice of their own (false); undefined where the signal played no
   * part (docs/behaviour/consent-layer-2.md#global-privacy-control).
   */
  readonly gpc?: boolean;
}

/** Where the visitor is, for `ccpaRegionBased`: unknown counts as inside (show). */
export type Region = "inside" | "outside" | "unknown";

export type CcpaType = "gdpr" | "ccpa" | "ccpa_gdpr";

/**
 * The `<html data-consent>` marker: `pending` while the bar shows, `given` while it is
 * closed after a choice, `hidden` when configuration keeps the bar away.
 */
export type RootMarker = "pending" | "given" | "hidden";
