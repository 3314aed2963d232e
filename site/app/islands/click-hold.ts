import type { EventStore } from "./event-store";

export type ClickHoldOptions = {
  /**
   * Give a held click back to the page after this long without the code (a link then
   * goes where it points): past a few seconds a visitor takes a silent click for a
   * broken one. @default 3000
   */
  maxHoldMs: number;
};

const defaultClickHoldOptions: ClickHoldOptions = { maxHoldMs: 3000 };

type ClickHold = {
  /**
   * Stops holding. With `{ replay: true }` the last held click is dispatched again on
   * its target: to the woken code, or to the browser's default action if none took it.
   */
  release(options: { replay: boolean }): void;
};

/** A plain activation: primary button, no modifier (a modified click opens a tab itself). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The same click again, where it happened. */
function replay(event: MouseEvent) {
  const target = event.target as Element | null;
  if (!target?.isConnected) return;
  const { clientX, clientY, screenX, screenY, detail, view } = event;
  target.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, clientX, clientY, screenX, screenY, detail, view, button: 0 }),
  );
}

/**
 * Holds plain clicks on `element` while its code is on the way, so the click that woke
 * it is not lost (docs/behaviour/in-page.md#triggers): a lightbox link opens the
 * lightbox, not the bare image, once its code has arrived. The hold ends with
 * `release()`, or by itself after `maxHoldMs`, when the click is given back.
 */
export function holdClicks(element: Element, store: EventStore, options: Partial<ClickHoldOptions> = {}): ClickHold {
  const o = { ...defaultClickHoldOptions, ...options };
  let held: MouseEvent | undefined;
  let holding = true;
  const release = ({ replay: again }: { replay: boolean }) => {
    if (!holding) return;
    holding = false;
    store.clear();
    const event = held;
    held = undefined;
    if (again && event) replay(event);
  };
  store.add<MouseEvent>(
    element,
    "click",
    (event) => {
      if (!holding || !isPlainClick(event)) return;
      event.preventDefault();
      const first = !held;
      held = event;
      if (first) store.timeout(() => release({ replay: true }), o.maxHoldMs);
    },
    { capture: true },
  );
  return { release };
}
