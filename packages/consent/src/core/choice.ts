/**
 * Where a choice came from, carried by every answer to the engine's `choice` event, so
 * a proof-of-consent log records each choice with how it was made, whatever presentation
 * made it (docs/decisions/020-consent-layer-2-and-the-bridge.md#choices-say-how-they-were-made).
 */

/** The presentation the visitor used: layer 1's bar, layer 2's banner, or neither (a widget, site code). */
export type ChoiceLayer = 1 | 2 | null;

/**
 * The control the choice was made with: a notice (layer 1's bar, layer 2's banner), the
 * preferences (layer 1's settings modal, layer 2's preferences modal), a consent
 * placeholder, a browser signal (GPC), the page itself (scroll-accept, show-once) or
 * site code calling the engine.
 */
export const CHOICE_CONTROLS = ["notice", "preferences", "placeholder", "signal", "page", "link", "api"] as const;
/** …or a content link ("Delete your cookie choices"). */
export type ChoiceControl = (typeof CHOICE_CONTROLS)[number];

/**
 * What the visitor did: accept (layer 1's button 1, its close control), accept-all,
 * reject-all (layer 1's Reject All, layer 2's Cancel all), save (the preferences' Save),
 * allow (a placeholder's accept button), scroll, show-once, ccpa (the opt-out control),
 * gpc (the browser's Global Privacy Control signal, honoured once), switch (a category
 * switched in the preferences after an answer, which saves at once), withdraw (the choice
 * erased, so the notice asks again).
 */
export const CHOICE_METHODS = ["accept", "accept-all", "reject-all", "save", "allow", "scroll", "show-once", "ccpa", "gpc", "switch", "withdraw"] as const;
export type ChoiceMethod = (typeof CHOICE_METHODS)[number];

export interface ChoiceSource {
  readonly layer: ChoiceLayer;
  readonly control: ChoiceControl;
  readonly method: ChoiceMethod;
  /** What opened the preferences the choice was made in: the notice, layer 2's floating button, layer 1's tab, a link. */
  readonly openedFrom?: "notice" | "floating-button" | "show-again-tab" | "link" | "placeholder";
}

/** An answer made through the engine without saying how (site code). */
export const apiChoice = (method: ChoiceMethod): ChoiceSource => ({ layer: null, control: "api", method });
