/**
 * How a consent change came about. Every presentation passes one with each action, the
 * engine carries it in the change's event, and the site's consent log records it as
 * proof of consent (docs/decisions/028-proof-of-consent.md): a layer needs no code of
 * its own to be logged.
 */

/** The ways a visitor can make or change a choice, as the consent log names them. */
export const CONSENT_METHODS = ["button", "preferences", "scroll", "show-once", "gpc", "placeholder", "link"] as const;

/**
 * - `button`: a button of the notice (bar, banner): accept, reject, accept all, close.
 * - `preferences`: a switch or Save in the preferences (layer 1's settings modal, layer 2's
 *   preferences, also when reopened from the floating button or the "Manage consent" tab).
 * - `scroll`: scrolling past the threshold counted as accept.
 * - `show-once`: the notice closed by itself after its time and counted as accept.
 * - `gpc`: the browser's Global Privacy Control signal, applied without the visitor acting.
 * - `placeholder`: a consent placeholder's button (a frame, a video, a feed).
 * - `link`: a content link, such as "Delete your cookie choices".
 */
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export interface ChoiceOrigin {
  /** The presentation the visitor used: "1" (the bar) or "2" (the services banner); absent for shared parts such as placeholders (the page's primary layer). */
  readonly layer?: string;
  readonly method: ConsentMethod;
}

/** What kind of change an event reports. */
export type ConsentAction =
  /** An answer: accept, reject, or save with the current states. */
  | "answer"
  /** Categories or services switched without answering. */
  | "toggle"
  /** The CCPA "Do not sell" choice. */
  | "opt-out"
  /** The choice erased (withdrawal); the notice asks again. */
  | "forget"
  /** A choice stored on an earlier page view, announced again on load ("accepted" only). */
  | "stored";

/** Options every decision-changing action takes. */
export interface ChangeOptions {
  /** How the change came about (for the consent log). @default undefined: recorded as method "unknown" */
  readonly origin: ChoiceOrigin;
}
