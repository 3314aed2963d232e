import { createFocusTrap } from "@vitrine/focus-trap";
import type { Layer1 } from "../adapter";
import { ACTION_ATTR, CATEGORY_ATTR, SWITCH_ATTR, type SettingsAction } from "./names";
import { privacyPlainText, truncatePrivacy } from "./privacy-text";
import { PRIVACY_TEXT_ID, renderSettingsModal } from "./settings-markup";
import type { SettingsView } from "./types";

/** A switch in the settings saves at once; after an answer that is a choice (docs/decisions/028-proof-of-consent.md). */
const SWITCHED = { source: { layer: 1, control: "preferences", method: "switch" } } as const;

export interface SettingsContext {
  readonly layer: Layer1;
  /** The element the modal is placed after in the page (the bar's root). */
  readonly after: Element;
  /** Where focus returns when it closes; null: where it was when it opened. */
  readonly returnFocusTo: () => HTMLElement | null;
}

export interface SettingsModal {
  /** Removes it, releasing its listeners and focus trap; focus goes back (see `returnFocusTo`). */
  close(): void;
}

/** Opens the settings modal for a visitor; `view` brings its words, categories and look. */
export type OpenSettings = (context: SettingsContext) => SettingsModal;

/**
 * The cookie settings modal, live (docs/behaviour/consent-layer-1.md#settings-modal): one
 * accordion per category whose switch saves that category at once, Enable all and
 * Disable all (locked categories stay on), and a save button named for what it does —
 * Save & Accept, or "necessary only" while every optional category is off. Escape, the
 * close button and the backdrop close it; focus is held inside and returns to the
 * control that opened it. Framework-free: built from `renderSettingsModal`.
 */
export function openSettingsModal(view: SettingsView, { layer, after, returnFocusTo }: SettingsContext): SettingsModal {
  const { engine } = layer;
  const doc = after.ownerDocument;
  const template = doc.createElement("template");
  template.innerHTML = renderSettingsModal(view);
  const modal = template.content.firstElementChild as HTMLElement;
  after.after(modal);
  const dialog = modal.querySelector<HTMLElement>('[role="dialog"]')!;
  const save = modal.querySelector<HTMLElement>(`[${ACTION_ATTR}="save"]`)!;
  const optional = view.categories.filter((c) => !c.locked);
  const fullPrivacy = privacyPlainText(view.words.privacyOverview);

  const paint = () => {
    const states = layer.getSnapshot().categories;
    for (const c of optional) {
      const on = states[c.slug] ?? false;
      const input = modal.querySelector<HTMLInputElement>(`[${SWITCH_ATTR}="${c.slug}"]`);
      if (input) input.checked = on;
      const state = modal.querySelector(`[${CATEGORY_ATTR}="${c.slug}"] .cli-switch-state`);
      if (state) state.textContent = on ? view.words.enabled : view.words.disabled;
    }
    save.textContent = optional.some((c) => states[c.slug]) ? view.words.saveAndAccept : view.words.saveNecessaryOnly;
  };

  const toggle = (control: HTMLElement) => {
    const open = control.getAttribute("aria-expanded") !== "true";
    control.setAttribute("aria-expanded", String(open));
    return open;
  };
  const actions: Record<SettingsAction, (control: HTMLElement) => void> = {
    "close-settings": () => engine.closePreferences(),
    "toggle-category": (control) => doc.getElementById(control.getAttribute("aria-controls") ?? "")?.toggleAttribute("hidden", !toggle(control)),
    "privacy-more": (control) => {
      const open = toggle(control);
      control.textContent = open ? view.words.showLess : view.words.showMore;
      doc.getElementById(PRIVACY_TEXT_ID)!.textContent = open ? fullPrivacy : truncatePrivacy(fullPrivacy).short;
    },
    "enable-all": () => engine.setAll(true, SWITCHED),
    "disable-all": () => engine.setAll(false, SWITCHED),
    save: () => layer.saveAndAccept(),
  };
  const onClick = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>(`[${ACTION_ATTR}]`);
    const name = control?.getAttribute(ACTION_ATTR) as SettingsAction | undefined;
    if (control && name && name in actions) actions[name](control);
  };
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const slug = input.getAttribute(SWITCH_ATTR);
    if (slug) engine.setCategory(slug, input.checked, SWITCHED);
  };
  modal.addEventListener("click", onClick);
  modal.addEventListener("change", onChange);
  const unsubscribe = layer.subscribe(paint);
  paint();
  const trap = createFocusTrap(dialog, { onEscape: () => engine.closePreferences(), returnFocusTo });

  return {
    close() {
      unsubscribe();
      modal.removeEventListener("click", onClick);
      modal.removeEventListener("change", onChange);
      trap.release();
      modal.remove();
    },
  };
}
