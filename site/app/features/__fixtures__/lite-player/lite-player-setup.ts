import type { EnhancerContext } from "../../../islands/define-enhancer";
import { LITE_PLAYER } from "./lite-player-names";

/** On a press, the poster gives way to the film's player, which takes the focus. */
export default function setupLitePlayer(root: HTMLElement, { store }: EnhancerContext) {
  const button = root.querySelector("button");
  if (!button) return;
  store.add(button, "click", () => {
    const frame = root.ownerDocument.createElement("iframe");
    frame.src = root.getAttribute(LITE_PLAYER.src) ?? "";
    frame.title = root.getAttribute(LITE_PLAYER.label) ?? "";
    frame.allow = "autoplay; fullscreen";
    root.replaceChildren(frame);
    frame.focus();
  });
}
