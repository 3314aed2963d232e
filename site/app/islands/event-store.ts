/**
 * Everything a browser behaviour holds on to — listeners, observers, timers, idle
 * callbacks — registered in one place and released by one `clear()` (the model is
 * embla-carousel's EventStore). Triggers, islands and enhancers each keep one, so
 * destroying any of them leaves nothing running.
 */
export type EventStore = {
  /** Adds a listener that `clear()` removes. */
  add<E extends Event = Event>(
    target: EventTarget,
    type: string,
    listener: (event: E) => void,
    options?: AddEventListenerOptions,
  ): EventStore;
  /** A timer that `clear()` cancels if it has not run. */
  timeout(callback: () => void, ms: number): EventStore;
  /** Anything else to undo on `clear()`: disconnect an observer, cancel a callback. */
  defer(cleanup: () => void): EventStore;
  /** Undoes everything, newest first; the store can be used again afterwards. */
  clear(): void;
};

export function createEventStore(): EventStore {
  let cleanups: (() => void)[] = [];
  const store: EventStore = {
    add(target, type, listener, options) {
      const handler = listener as EventListener;
      target.addEventListener(type, handler, options);
      return store.defer(() => target.removeEventListener(type, handler, options));
    },
    timeout(callback, ms) {
      const id = setTimeout(callback, ms);
      return store.defer(() => clearTimeout(id));
    },
    defer(cleanup) {
      cleanups.push(cleanup);
      return store;
    },
    clear() {
      const pending = cleanups.reverse();
      cleanups = [];
      for (const cleanup of pending) cleanup();
    },
  };
  return store;
}
