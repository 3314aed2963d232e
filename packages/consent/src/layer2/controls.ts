import type { ChoiceControl, ChoiceMethod, ChoiceSource } from "../core/choice";
import type { ConsentEngine } from "../core/engine-api";
import type { Flags } from "../core/types";
import { ACTION_ATTR, CLASSES, type Layer2Action } from "./names";
import type { UiOptions } from "./options";
import { saveReloads } from "./save-rule";

type OpenedFrom = NonNullable<ChoiceSource["openedFrom"]>;

/** What the controls need of the UI around them. */
export interface ControlsHost {
  openPreferences(from: OpenedFrom): void;
  openedFrom(): OpenedFrom;
  dismissNotice(): void;
}

/** What saving `next` does besides: one that withdraws anything clears the cookies and reloads (`saveReloads`). */
export function withdrawal(engine: ConsentEngine, o: UiOptions, next: { readonly categories: Flags; readonly services: Flags }) {
  const reload = saveReloads(engine.getSnapshot(), next, o.categories, { defaultAllow: o.defaultAllow, manualServices: engine.options.manualServices });
  return { reload, clearCookies: reload };
}

/**
 * Layer 2's controls live at load mapped onto the engine (docs/behaviour/consent-layer-2.md#banner):
 * one click listener on the shadow root, the control named by its `data-action`. The
 * preferences' own (the boxes, Show/Hide services, Save) come with their code, on first
 * open (`createPreferences`). Every answer says it came from layer 2, which control and how; one that
 * withdraws anything clears the cookies and reloads (`saveReloads`). Returns the disposer.
 */
export function bindControls(root: ShadowRoot, engine: ConsentEngine, o: UiOptions, ui: ControlsHost): () => void {
  const everything = (on: boolean) => ({
    categories: Object.fromEntries(o.categories.map((c) => [c.slug, on || c.locked])),
    services: Object.fromEntries(o.categories.flatMap((c) => c.services.map((s) => [s.slug, on || c.locked]))),
  });
  const source = (target: Element, method: ChoiceMethod): ChoiceSource => {
    const inPreferences = target.closest(`.${CLASSES.dialog}`) !== null;
    const control: ChoiceControl = inPreferences ? "preferences" : "notice";
    return { layer: 2, control, method, ...(inPreferences ? { openedFrom: ui.openedFrom() } : {}) };
  };

  const actions: Partial<Record<Layer2Action, (target: HTMLElement) => void>> = {
    "accept-all": (target) => engine.accept(undefined, { source: source(target, "accept-all") }),
    "cancel-all": (target) => engine.deny(undefined, { source: source(target, "reject-all"), ...withdrawal(engine, o, everything(false)) }),
    preferences: () => ui.openPreferences("notice"),
    floating: () => ui.openPreferences("floating-button"),
    "close-banner": () => engine.closeNotice(),
    "close-notice": () => ui.dismissNotice(),
    "close-preferences": () => engine.closePreferences(),
  };
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(`[${ACTION_ATTR}]`);
    actions[target?.getAttribute(ACTION_ATTR) as Layer2Action]?.(target!);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
