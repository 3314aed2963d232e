import type { ChoiceControl, ChoiceMethod, ChoiceSource } from "../core/choice";
import type { ConsentEngine } from "../core/engine-api";
import { ACTION_ATTR, CATEGORY_ATTR, CLASSES, SERVICE_ATTR, type Layer2Action } from "./names";
import type { UiOptions } from "./options";
import { saveReloads } from "./save-rule";
import { tickCategory, tickService, type Draft } from "./selection-draft";

type OpenedFrom = NonNullable<ChoiceSource["openedFrom"]>;

/** What the controls need of the UI around them. */
export interface ControlsHost {
  draft(): Draft | null;
  setDraft(draft: Draft): void;
  openPreferences(from: OpenedFrom): void;
  openedFrom(): OpenedFrom;
  dismissNotice(): void;
}

/**
 * Every control of layer 2 mapped onto the engine (docs/behaviour/consent-layer-2.md#banner):
 * one click and one change listener on the shadow root, the control named by its
 * `data-action`. Every answer says it came from layer 2, which control and how; one that
 * withdraws anything clears the cookies and reloads (`saveReloads`). Returns the disposer.
 */
export function bindControls(root: ShadowRoot, engine: ConsentEngine, o: UiOptions, ui: ControlsHost): () => void {
  const everything = (on: boolean) => ({
    categories: Object.fromEntries(o.categories.map((c) => [c.slug, on || c.locked])),
    services: Object.fromEntries(o.categories.flatMap((c) => c.services.map((s) => [s.slug, on || c.locked]))),
  });
  const withdrawal = (next: Draft) => {
    const reload = saveReloads(engine.getSnapshot(), next, o.categories, { defaultAllow: o.defaultAllow, manualServices: engine.options.manualServices });
    return { reload, clearCookies: reload };
  };
  const source = (target: Element, method: ChoiceMethod): ChoiceSource => {
    const inPreferences = target.closest(`.${CLASSES.dialog}`) !== null;
    const control: ChoiceControl = inPreferences ? "preferences" : "notice";
    return { layer: 2, control, method, ...(inPreferences ? { openedFrom: ui.openedFrom() } : {}) };
  };

  const actions: Record<Layer2Action, (target: HTMLElement) => void> = {
    "accept-all": (target) => engine.accept(undefined, { source: source(target, "accept-all") }),
    "cancel-all": (target) => engine.deny(undefined, { source: source(target, "reject-all"), ...withdrawal(everything(false)) }),
    preferences: () => ui.openPreferences("notice"),
    floating: () => ui.openPreferences("floating-button"),
    "close-banner": () => engine.closeNotice(),
    "close-notice": () => ui.dismissNotice(),
    "close-preferences": () => engine.closePreferences(),
    save(target) {
      const draft = ui.draft();
      if (draft) engine.choose(draft, { source: source(target, "save"), ...withdrawal(draft) });
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
    const action = target?.getAttribute(ACTION_ATTR) as Layer2Action | undefined;
    if (target && action && action in actions) actions[action](target);
  };
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const draft = ui.draft();
    const category = o.categories.find((c) => c.slug === input.getAttribute(CATEGORY_ATTR));
    if (!draft || !category) return;
    const service = input.getAttribute(SERVICE_ATTR);
    ui.setDraft(service ? tickService(draft, category, service, input.checked) : tickCategory(draft, category, input.checked));
  };
  root.addEventListener("click", onClick);
  root.addEventListener("change", onChange);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("change", onChange);
  };
}
