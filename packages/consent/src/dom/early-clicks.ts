import type { BootGlobal } from "../boot/boot-page";
import { ACTION_ATTR as BAR_ACTION_ATTR, BAR_ID, ROOT_CLASS, VISIBLE_ATTR } from "../layer1/ui/names";
import { ACTION_ATTR as BANNER_ACTION_ATTR, HOST_ID, LIVE_ATTR } from "../layer2/names";
import { GLOBAL_NAME } from "./names";

/** Which control of a part not live yet a click landed on, if any. */
export type EarlyControl = (target: Element) => Element | null;

/** Layer 1's bar: its buttons, until the bar's code drives it (`data-cli-visible` on `.cli-root`). */
export const barControl: EarlyControl = (target) => {
  const control = target.closest(`#${BAR_ID} [${BAR_ACTION_ATTR}]`);
  return control && !control.closest(`.${ROOT_CLASS}`)?.hasAttribute(VISIBLE_ATTR) ? control : null;
};

/** Layer 2's banner (and the rest of its shadow root): its controls, until its code is live (`data-live` on the host). */
export const bannerControl: EarlyControl = (target) => {
  const control = target.closest(`[${BANNER_ACTION_ATTR}]`);
  const host = (control?.getRootNode() as Partial<ShadowRoot> | undefined)?.host;
  return host?.id === HOST_ID && !host.hasAttribute(LIVE_ATTR) ? control : null;
};

/**
 * Run by the boot script, before the first paint (docs/behaviour/consent-layer-1.md#early-presses):
 * the bar and the banner show from then, their code a moment later. A press on one of
 * their controls meanwhile is held, whole, on `window.vitrineConsent.held` (its default
 * action and every other listener kept from it), for the code to replay once live
 * (`replayEarlyClicks`): no press is lost, and none is half-done by someone else.
 */
export function holdEarlyClicks(win: Window, api: BootGlobal, controls: readonly (EarlyControl | false)[]): void {
  const held: Element[] = (api.held = []);
  win.addEventListener(
    "click",
    (event) => {
      // The first node of the path: inside layer 2's shadow root, `target` is already the host.
      const target = event.composedPath()[0] as Element;
      if (!target?.closest) return;
      for (const control of controls) {
        const hit = control && control(target);
        if (!hit) continue;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.push(hit);
        return;
      }
    },
    true,
  );
}

/**
 * Run by a part's code once it is live (its marker set, its listeners bound): the presses
 * the boot script held on its controls (`within`) are dispatched again, each once, in
 * the order they were made.
 */
export function replayEarlyClicks(win: Window, within: (control: Element) => boolean): void {
  const held = (win as unknown as Record<string, BootGlobal | undefined>)[GLOBAL_NAME]?.held;
  if (!held) return;
  const mine = held.filter(within);
  for (const control of mine) held.splice(held.indexOf(control), 1);
  for (const control of mine) {
    if (control.isConnected) control.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view: win, button: 0 }));
  }
}
