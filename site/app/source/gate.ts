/**
 * Gates turn a resource from another host into consent-gated markup instead of
 * refusing it (docs/behaviour/content.md#html-policy); what no gate takes fails the
 * build. Each feature may add one (its `content.gate`, app/features/define-feature.ts):
 * the lazy video's players, the embed feature's layer-2 frame placeholders. The policy
 * runs them in order (content/html-policy/gates.ts).
 */
export type GateContext = {
  /** The address the element would load, resolved as the browser will (`resolve-url.ts`): use it, never the attribute's text. */
  url: URL;
  /** Its host, on another site. */
  host: string;
  /** The element's document, to build the replacement with. */
  document: Document;
  /** A media-manifest image by name, sized for the text (absent where no manifest is at hand). */
  image?: (name: string) => GateImage | undefined;
  /** Reports a problem with the element (the build fails with it, at the line of `needle`). */
  report: (reason: string, needle: string) => void;
};

/** An image of the site's own, as a gate may show it. */
export type GateImage = { src: string; srcSet: string; sizes: string };

/** Returns the markup to put in the element's place, or undefined when the gate does not handle it. */
export type Gate = (element: Element, context: GateContext) => Element | undefined;
