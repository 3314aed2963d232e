import type { EventStore } from "./event-store";

/**
 * When a part of the page wakes, i.e. loads its code (docs/behaviour/in-page.md#triggers):
 * - `load`: at once (consent: the question comes before the page);
 * - `idle`: once the page has loaded and the browser has a quiet moment;
 * - `visible`: when it comes within `rootMargin` of the viewport, once the page is idle
 *   (a part on screen at load waits for the page's first idle moment: its pre-rendered
 *   HTML already shows, and its code must not compete with the first load);
 * - `interaction`: on the first pointer over it, focus in it, touch, click or change in it
 *   (the header's menus, lightbox links, the shop's sort box);
 * - `scroll`: on the page's first scroll, or at its first idle moment when it is already
 *   scrolled (a restored position, an address with a fragment): for what is of use only
 *   once a visitor has scrolled (the back-to-top control).
 * A click on a part that is not awake yet wakes it whatever its trigger.
 */
const TRIGGERS = ["load", "idle", "visible", "interaction", "scroll"] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const isTrigger = (value: unknown): value is Trigger => TRIGGERS.includes(value as Trigger);

export type TriggerOptions = {
  /** `visible`: how far outside the viewport counts as near (as lazy backgrounds, 200 px). @default "200px" */
  rootMargin: string;
  /** `idle`: wake this long after the load event at the latest, even if the page is never idle. @default 2000 */
  idleTimeoutMs: number;
  /** The window to watch (tests pass their own). @default window */
  win: Window & typeof globalThis;
};

const defaultTriggerOptions = (): TriggerOptions => ({ rootMargin: "200px", idleTimeoutMs: 2000, win: window });

/**
 * `interaction`: the events that show intent besides a click. pointerover is
 * pointerenter that bubbles from children; input and change catch a form control
 * changed without focus or pointer (autofill, assistive technology, scripts).
 */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "input", "change"] as const;

/**
 * The boxes to watch for `element`: an island's wrapper is `display: contents` and has
 * no box of its own, so its children stand in for it.
 */
function boxesOf(element: Element, win: Window): Element[] {
  if (win.getComputedStyle(element).display !== "contents") return [element];
  const children = Array.from(element.children);
  return children.length > 0 ? children : [element];
}

function whenIdle(wake: () => void, store: EventStore, o: TriggerOptions) {
  const { win } = o;
  const afterLoad = () => {
    if (typeof win.requestIdleCallback !== "function") return void store.timeout(wake, 1);
    const id = win.requestIdleCallback(wake, { timeout: o.idleTimeoutMs });
    store.defer(() => win.cancelIdleCallback(id));
  };
  if (win.document.readyState === "complete") afterLoad();
  else store.add(win, "load", afterLoad, { once: true });
}

function whenVisible(element: Element, wake: () => void, store: EventStore, o: TriggerOptions) {
  if (typeof o.win.IntersectionObserver !== "function") return wake();
  const observer = new o.win.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: o.rootMargin },
  );
  for (const box of boxesOf(element, o.win)) observer.observe(box);
  store.defer(() => observer.disconnect());
}

/**
 * Arms `trigger` on `element` and calls `wake` once when it fires (or at once for
 * `load`). Everything it sets up goes into `store`; the caller clears the store when
 * the part wakes or is destroyed.
 */
export function armTrigger(
  element: Element,
  trigger: Trigger,
  wake: () => void,
  store: EventStore,
  options: Partial<TriggerOptions> = {},
): void {
  const o = { ...defaultTriggerOptions(), ...options };
  let woken = false;
  const once = () => {
    if (woken) return;
    woken = true;
    wake();
  };
  if (trigger === "load") return once();
  store.add(element, "click", once);
  if (trigger === "idle") whenIdle(once, store, o);
  if (trigger === "visible") whenIdle(() => whenVisible(element, once, store, o), store, o);
  if (trigger === "scroll") {
    store.add(o.win, "scroll", once, { passive: true });
    whenIdle(() => {
      if (o.win.scrollY > 0) once();
    }, store, o);
  }
  if (trigger === "interaction") {
    for (const type of INTENT_EVENTS) store.add(element, type, once, { passive: true });
  }
}
