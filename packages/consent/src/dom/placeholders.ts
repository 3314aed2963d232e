import type { ChoiceSource } from "../core/choice";
import type { ConsentEngine } from "../core/engine-api";
import { PLACEHOLDER_ACTION_ATTR, PLACEHOLDER_ATTR, PLACEHOLDER_CATEGORY_ATTR, PLACEHOLDER_SERVICE_ATTR } from "./names";
import { whenAllowed } from "./watch-consent";

export interface BindOptions {
  /** The content of `placeholder` may load now: replace it (same box). Called once per placeholder. */
  readonly onAllowed: (placeholder: HTMLElement) => void;
  /** How the button's choice is told in the choice event. @default layer 2's placeholder accept */
  readonly source?: ChoiceSource;
}

/** A placeholder's accept button: layer 2's way of granting one service (docs/behaviour/consent-layer-2.md). */
export const PLACEHOLDER_ACCEPT: ChoiceSource = { layer: 2, control: "placeholder", method: "allow" };

/**
 * Wires every pre-rendered consent placeholder under `root` (and `root` itself when it is one) without React: its button
 * grants its service (or, with `placeholderGrant: "category"`, its category: `engine.allow`), or opens the preferences; once its content may load
 * (now, after that click, or after a choice made anywhere on the page) `onAllowed` gets
 * it. Returns the disposer, which removes every listener and watch.
 */
export function bindConsentPlaceholders(root: ParentNode, engine: ConsentEngine, options: BindOptions): () => void {
  const disposers: (() => void)[] = [];
  const self = root instanceof HTMLElement && root.hasAttribute(PLACEHOLDER_ATTR) ? [root] : [];
  for (const placeholder of [...self, ...root.querySelectorAll<HTMLElement>(`[${PLACEHOLDER_ATTR}]`)]) {
    const category = placeholder.getAttribute(PLACEHOLDER_CATEGORY_ATTR) ?? "";
    const service = placeholder.getAttribute(PLACEHOLDER_SERVICE_ATTR) ?? undefined;
    const onClick = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${PLACEHOLDER_ACTION_ATTR}]`) : null;
      if (!button) return;
      if (button.getAttribute(PLACEHOLDER_ACTION_ATTR) === "settings") engine.openPreferences();
      else engine.allow({ category, service }, { source: options.source ?? PLACEHOLDER_ACCEPT });
    };
    placeholder.addEventListener("click", onClick);
    const stop = whenAllowed(engine, { category, service }, () => options.onAllowed(placeholder));
    disposers.push(() => {
      placeholder.removeEventListener("click", onClick);
      stop();
    });
  }
  return () => disposers.forEach((dispose) => dispose());
}
