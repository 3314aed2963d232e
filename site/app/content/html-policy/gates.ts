/**
 * Gates turn a resource from another host into consent-gated markup instead of
 * refusing it (docs/behaviour/content.md#html-policy). None exists yet: a frame or
 * media file from another host fails the build. Layer 2's iframe placeholders and the
 * lazy video player add theirs here, e.g. a gate that turns a video provider's
 * `<iframe>` into the player's placeholder markup.
 */
export type GateContext = {
  /** The foreign host the element would load from. */
  host: string;
  /** The element's document, to build the replacement with. */
  document: Document;
};

/** Returns the markup to put in the element's place, or undefined when the gate does not handle it. */
export type Gate = (element: Element, context: GateContext) => Element | undefined;

export const defaultGates: readonly Gate[] = [];
