import type { ChoiceSource } from "./choice";
import type { SnapshotStore } from "./engine-store";
import type { Options } from "./options";
import type { Selection } from "./selection";
import type { ConsentAsk, ConsentSnapshot } from "./snapshot";
import type { Category, Flags } from "./types";

/** How an answer is saved. */
export interface AnswerOptions {
  /** Reload the page once it is saved. @default false */
  readonly reload: boolean;
  /**
   * Before saving, erase every cookie on every domain and path variant, and refuse
   * further cookie writes until the reload (layer 2's rule for a choice that withdraws
   * consent, docs/behaviour/consent-layer-2.md#saving). @default false
   */
  readonly clearCookies: boolean;
  /** Where the choice was made, for the `choice` event. @default site code ("api") */
  readonly source: ChoiceSource;
  /**
   * The categories the visitor saw as they stand (layer 1's, answering without a choice of
   * categories): each gives the categories the map links to it its value before the answer
   * is saved, so both cookie formats say one thing (a layer-1 category on by default keeps its
   * layer-2 purpose on too). @default none: the decision is saved as it is
   */
  readonly leading: readonly string[];
}

/**
 * How a switch moved without answering was made. Once the visitor has answered, a switch
 * saves at once, so it is a choice: the `choice` event tells it with this source
 * (default: site code, "switch").
 */
export interface SwitchOptions {
  readonly source?: ChoiceSource;
}

/** What the page's integrating code released (custom integration). */
export interface PageRelease {
  /** Let the notice show (while unanswered). */
  readonly showNotice: boolean;
  /** Keep blocked scripts waiting for consent; false runs them without asking. */
  readonly blocking: boolean;
}

/**
 * The consent engine: the visitor's decision over every configured category and
 * service, saved through every store, with the page's notice and preferences state. A
 * store for `useSyncExternalStore` plus neutral actions; each presentation (layer 1's
 * bar, layer 2's banner) maps its buttons onto them. See docs/decisions/001-consent-engine.md.
 */
export interface ConsentEngine extends SnapshotStore {
  readonly options: Options;
  readonly categories: readonly Category[];
  /**
   * The record the store of cookie `name` holds for the current decision, as its format's
   * object (`wpconsent_preferences`: the preferences the plugin's events carry); undefined
   * before an answer, or without such a store.
   */
  record(name: string): Readonly<Record<string, unknown>> | undefined;
  /** The snapshot of a pre-rendered page (nothing known): `useSyncExternalStore`'s third argument. */
  getServerSnapshot(): ConsentSnapshot;
  /** Turns the selection on (default: every category) and answers yes. */
  accept(selection?: Selection, options?: Partial<AnswerOptions>): void;
  /** Turns the selection off (default: every category but locked ones) and answers no. */
  deny(selection?: Selection, options?: Partial<AnswerOptions>): void;
  /** Answers with the categories and services as they are now. */
  answer(consent: "yes" | "no", options?: Partial<AnswerOptions>): void;
  /**
   * Answers with exactly these states (layer 2's Save: the ticked boxes): categories
   * named, then services named; linked categories follow. Yes when any optional category
   * is on, else no.
   */
  choose(states: { readonly categories: Flags; readonly services?: Flags }, options?: Partial<AnswerOptions>): void;
  /**
   * A consent placeholder's accept (docs/behaviour/consent-layer-2.md#frames): answers yes
   * granting `ask.service` on its own, or, with `placeholderGrant: "category"` (the
   * plugin's way) or without a service, its whole category with every service in it.
   */
  allow(ask: ConsentAsk, options?: Partial<AnswerOptions>): void;
  /** Turns one category (and every category linked to it) on or off, without answering; locked and unknown slugs are ignored. */
  setCategory(slug: string, on: boolean, options?: SwitchOptions): void;
  /** Turns one service on or off, without answering; its category is on while any of its services is. */
  setService(slug: string, on: boolean, options?: SwitchOptions): void;
  /** Turns every category on or off, without answering (locked ones stay on). */
  setAll(on: boolean, options?: SwitchOptions): void;
  /**
   * Records the visitor's choice about the sale of their data (CCPA), without answering;
   * with a `source`, the `choice` event tells it (when no answer follows that would).
   */
  setOptOut(optedOut: boolean, options?: SwitchOptions): void;
  /**
   * Forgets the answer, erases the non-necessary cookies, keeps a summary record, and opens
   * the notice; the `choice` event tells it as a withdrawal made with `source`.
   */
  forget(options?: { readonly source?: ChoiceSource }): void;
  openNotice(): void;
  /** Closes the notice without answering. */
  closeNotice(): void;
  openPreferences(): void;
  closePreferences(): void;
  /** The integrating code's call: the notice may show, scripts run with or without blocking. */
  release(release: PageRelease): void;
  /** Activates the blocked scripts the current state allows; resolves when the sequence ends. */
  activate(): Promise<void>;
  /**
   * The page view begins (once, in the browser): the scripts the stored decision allows
   * are activated once the document is parsed, and a stored yes is announced.
   */
  start(): void;
}
