import { createFocusTrap } from "@vitrine/focus-trap";
import type { ConsentEngine } from "../core/engine-api";
import { ACTION_ATTR, CATEGORY_ATTR, CLASSES, SERVICE_ATTR, type Layer2Action } from "./names";
import type { UiOptions } from "./options";
import { paintDraft } from "./paint";
import { draftOf, tickCategory, tickService, type Draft } from "./selection-draft";

/** What the preferences need of the banner's code around them. */
export interface PreferencesContext {
  readonly root: ShadowRoot;
  readonly engine: ConsentEngine;
  readonly options: UiOptions;
  /**
   * Saves the draft as the visitor's choice. The banner's code does it, with the rule of
   * when a save reloads, which Reject all needs at load: this chunk imports nothing of the
   * banner's, so the banner's chunk stays one module of its own.
   */
  save(draft: Draft): void;
  /** Where focus goes when they close. */
  returnFocusTo(): HTMLElement | null;
}

export interface Preferences {
  /** The preferences show: the draft from the decision, its boxes painted, focus to the title and kept inside. */
  open(): void;
  /** They close: the draft goes, focus returns. */
  close(): void;
  /** Releases the listeners and the trap. */
  destroy(): void;
}

/**
 * The preferences' own code, a chunk of its own loaded the first time the visitor opens
 * them (docs/behaviour/consent-layer-2.md#preferences): the draft of ticks, the category
 * and service boxes, Show/Hide services and Save. The banner's buttons, Accept all and
 * Reject all (the preferences' own too) and the close buttons are the banner's code
 * (`bindControls`), live at load.
 */
export function createPreferences(context: PreferencesContext): Preferences {
  const { root, engine, options: o } = context;
  const dialog = root.querySelector<HTMLElement>(`.${CLASSES.dialog}`)!;
  let draft: Draft | null = null;
  let trap: ReturnType<typeof createFocusTrap> | undefined;
  const setDraft = (next: Draft) => {
    draft = next;
    paintDraft(root, o, next);
  };

  const actions: Partial<Record<Layer2Action, (target: HTMLElement) => void>> = {
    save() {
      if (draft) context.save(draft);
    },
    toggle(target) {
      const list = root.getElementById(target.getAttribute("aria-controls") ?? "");
      const open = target.getAttribute("aria-expanded") !== "true";
      target.setAttribute("aria-expanded", String(open));
      target.textContent = open ? o.texts.hideServices : o.texts.showServices;
      list?.toggleAttribute("hidden", !open);
    },
  };
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(`[${ACTION_ATTR}]`);
    actions[target?.getAttribute(ACTION_ATTR) as Layer2Action]?.(target!);
  };
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const category = o.categories.find((c) => c.slug === input.getAttribute(CATEGORY_ATTR));
    if (!draft || !category) return;
    const service = input.getAttribute(SERVICE_ATTR);
    setDraft(service ? tickService(draft, category, service, input.checked) : tickCategory(draft, category, input.checked));
  };
  root.addEventListener("click", onClick);
  root.addEventListener("change", onChange);

  const close = () => {
    draft = null;
    trap?.release();
    trap = undefined;
  };
  return {
    open() {
      setDraft(draftOf(o.categories, engine.getSnapshot().decision));
      trap = createFocusTrap(dialog, { initialFocus: "keep", returnFocusTo: context.returnFocusTo });
      root.querySelector<HTMLElement>(`.${CLASSES.title}`)!.focus({ preventScroll: true });
    },
    close,
    destroy() {
      close();
      root.removeEventListener("click", onClick);
      root.removeEventListener("change", onChange);
    },
  };
}
