import type { SnapshotStore } from "./engine-store";
import type { ConsentOptions } from "./options";
import type { ConsentSnapshot } from "./snapshot";
import type { Category } from "./types";

/**
 * The layer-1 consent engine: a store (`subscribe`/`getSnapshot` for
 * `useSyncExternalStore`) plus the actions a consent UI calls. Every action updates
 * the cookies, the snapshot and the `<html data-consent>` marker.
 */
export interface ConsentEngine extends SnapshotStore {
  readonly options: ConsentOptions;
  readonly categories: readonly Category[];
  /** The snapshot of a pre-rendered page (nothing stored): `useSyncExternalStore`'s third argument. */
  getServerSnapshot(): ConsentSnapshot;
  /** Button 1: keep the current category states and accept. */
  accept(): void;
  /** Button 7: enable every category, then accept. */
  acceptAll(): void;
  /** Reject keeping the current category states; non-necessary cookies are erased. */
  reject(): void;
  /** Button 3: disable every category except locked ones, then reject. */
  rejectAll(): void;
  /** The bar's close control: accept (in `ccpa` mode after enabling every category). */
  close(): void;
  /** Settings modal "Save & Accept" (same as accept; the UI closes the modal). */
  saveAndAccept(): void;
  /** Toggle one category (locked and unknown slugs are ignored); writes its cookie. */
  setCategory(slug: string, on: boolean): void;
  /** Every category on, except locked ones (which are on anyway). */
  enableAll(): void;
  /** Every category off, except locked ones. */
  disableAll(): void;
  /** Delete link: erase the answer and the non-necessary cookies, regenerate the preference cookie; the bar opens. */
  erase(): void;
  /** Manage-consent links and the show-again tab: open the bar. */
  reopen(): void;
  /** Close the bar without answering (read-more page with "hide bar"). */
  dismiss(): void;
  /** CCPA checkbox: record the opt-out; in `ccpa` mode also enable every category and accept. */
  setCcpaOptout(optedOut: boolean): void;
  /** CCPA link: ask `ccpaOptOutPrompt` (Confirm = opted out) and record the answer; resolves to it. */
  requestCcpaOptout(): Promise<boolean>;
  /** show_once timeout: accept without reloading, only while the bar is open and unanswered. */
  showOnceElapsed(): void;
  /** Scroll-accept: accept (reloading when a reload flag says so) while unanswered; returns whether it did. */
  scrollAccept(): boolean;
  /** compat.md `custom_integration`: show the bar (if unanswered) and run blocked scripts, with blocking or without. */
  customIntegration(enableBar?: boolean, enableBlocking?: boolean): void;
  /** Runs after every accept; returns the unsubscribe function. */
  onAccept(listener: (snapshot: ConsentSnapshot) => void): () => void;
  /** Activates the blocked scripts the current state allows; resolves when the sequence ends. */
  activate(): Promise<void>;
}
