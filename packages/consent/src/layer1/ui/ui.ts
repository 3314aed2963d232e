import { createFocusTrap, tabbableElements, type FocusTrap } from "@vitrine/focus-trap";
import { replayEarlyClicks } from "../../dom/early-clicks";
import type { Layer1 } from "../adapter";
import { connectLayer1 } from "../connect";
import { watchBarSize } from "./bar-size";
import { createFocusHandoff } from "./focus-handoff";
import { ACTION_ATTR, BAR_ID, CCPA_ATTR, MANUAL_ATTR, SUPPRESSED_ATTR, TAB_ID, VISIBLE_ATTR, type BarAction } from "./names";
import type { OpenSettings, SettingsModal } from "./settings-modal";

export interface Options {
  /** Loads the settings modal the first time a visitor opens it (its own chunk: most never do). */
  readonly loadSettings: () => Promise<OpenSettings>;
  /**
   * The modal's code failed to load: the settings close again (the question stays open),
   * and this may say so and offer `retry`, which opens them again and loads afresh.
   * @default console.error
   */
  readonly onSettingsError?: (error: unknown, retry: () => void) => void;
}

export interface Layer1Ui {
  /** Releases every listener, timer, trap and the modal; the markup stays. */
  destroy(): void;
}

/** The next control after `root` in the page's tab order, outside it. */
function nextControlAfter(root: HTMLElement): HTMLElement | undefined {
  return tabbableElements(root.ownerDocument.body).find((el) => !root.contains(el) && root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * Layer 1's bar, popup or widget and its show-again tab, live over the page's engine
 * (docs/behaviour/consent-layer-1.md#the-bar). The markup is pre-rendered
 * (`renderLayer1Bar`, `renderShowAgainTab`); this takes it over without a framework, as
 * layer 2's banner does: what shows follows the layer-1 snapshot, each button maps to one
 * action, a modal popup holds focus, focus is handed on as the bar opens and closes, the
 * sizes follow the window, and the settings modal loads on first open. Content hooks,
 * scroll-accept, show_once and custom integration are `connectLayer1`'s, connected here.
 */
export function createLayer1Ui(root: HTMLElement, layer: Layer1, options: Options): Layer1Ui {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const bar = root.querySelector<HTMLElement>(`#${BAR_ID}`)!;
  const tab = doc.getElementById(TAB_ID);
  const ccpa = root.querySelector<HTMLElement>(`[${CCPA_ATTR}]`);
  const modalPopup = root.getAttribute("data-cli-style") === "popup" && root.hasAttribute("data-cli-overlay");
  const suppressed = root.hasAttribute(SUPPRESSED_ATTR);
  // Where the bar lives once closed: the tab where it takes the bar's place (at the top), else the next control.
  const tabAtTop = tab?.getAttribute("data-cli-edge") === "top";
  const handOff = createFocusHandoff(bar, () => (tabAtTop ? tab : nextControlAfter(root)));
  let trap: FocusTrap | undefined;
  let settings: SettingsModal | undefined;
  let settingsCode: Promise<OpenSettings> | undefined;
  let opening = false;
  let opener: HTMLElement | null = null;
  let destroyed = false;

  const openSettings = () => {
    opening = true;
    settingsCode ??= options.loadSettings();
    settingsCode.then(
      (open) => {
        opening = false;
        if (destroyed || !layer.getSnapshot().settingsOpen) return;
        settings = open({ layer, after: root, returnFocusTo: () => opener });
        render();
      },
      (error: unknown) => {
        opening = false;
        settingsCode = undefined;
        if (destroyed) return;
        layer.engine.closePreferences();
        const retry = () => layer.engine.openPreferences();
        if (options.onSettingsError) options.onSettingsError(error, retry);
        else console.error("Layer 1's settings could not be loaded.", error);
      },
    );
  };

  function render() {
    const s = layer.getSnapshot();
    root.setAttribute(VISIBLE_ATTR, String(s.barVisible));
    root.toggleAttribute(MANUAL_ATTR, s.manual || suppressed);
    tab?.setAttribute(VISIBLE_ATTR, String(s.showAgainVisible));
    if (ccpa) {
      ccpa.hidden = !s.ccpaControlVisible;
      const box = ccpa.querySelector("input");
      if (box) box.checked = s.optedOut;
    }
    // The modal closes first: it gives focus back to its opener, in the bar, before the bar hands focus on.
    if (s.settingsOpen && !settings && !opening) openSettings();
    else if (!s.settingsOpen && settings) {
      settings.close();
      settings = undefined;
    }
    // The settings modal, when open on top, holds focus instead of the popup.
    const trapped = modalPopup && s.barVisible && !s.settingsOpen;
    if (trapped && !trap) trap = createFocusTrap(bar);
    else if (!trapped && trap) {
      trap.release();
      trap = undefined;
    }
    handOff(s.barVisible);
  }

  const actions: Record<BarAction, (control: HTMLElement) => void> = {
    accept: () => layer.accept(),
    "accept-all": () => layer.acceptAll(),
    "reject-all": () => layer.rejectAll(),
    settings: (control) => {
      opener = control;
      layer.engine.openPreferences();
    },
    "ccpa-link": () => void layer.requestCcpaOptout(),
    "ccpa-checkbox": () => {},
    "show-again": () => layer.engine.openNotice(),
  };
  const onClick = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>(`[${ACTION_ATTR}]`);
    const name = control?.getAttribute(ACTION_ATTR) as BarAction | undefined;
    if (control && name && name in actions) actions[name](control);
  };
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.getAttribute(ACTION_ATTR) === "ccpa-checkbox") layer.setCcpaOptout(input.checked);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("change", onChange);
  tab?.addEventListener("click", onClick);

  // The read-more page with "hide bar on that page": close the bar without answering.
  if (suppressed) layer.engine.closeNotice();
  const disconnect = connectLayer1(layer, win);
  const stopSizes = watchBarSize(root, win);
  const unsubscribe = layer.subscribe(render);
  render();
  // Live now (render marked it): the presses the boot script held meanwhile reach the buttons.
  replayEarlyClicks(win, (control) => root.contains(control));

  return {
    destroy() {
      destroyed = true;
      unsubscribe();
      disconnect();
      stopSizes();
      root.removeEventListener("click", onClick);
      root.removeEventListener("change", onChange);
      tab?.removeEventListener("click", onClick);
      trap?.release();
      settings?.close();
    },
  };
}
